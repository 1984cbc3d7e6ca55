"""Panels for the step notebooks: run a long step with a progress bar; sum up the reports."""
from __future__ import annotations

import html
import os
import time
from pathlib import Path
from typing import Callable

import ipywidgets as widgets

from ..errors import RefverifyError
from ..state import State
from ..state_file import STATE_FILENAME, load_state, state_path
from ..views import pass_rate_by_chapter, severity_verdict_table, why_not_judged
from .common import StateOrPath, label_button, open_state
from .labels import labels_for
from .links import file_href

ProgressCallback = Callable[..., None]
Runner = Callable[[ProgressCallback], State]

# The order the reports are listed in; other report-like files follow alphabetically.
REPORT_FILES = (
    "verification_report.md", "backlog.md", "cross_validation_log.md",
    "fulltext_prediction_monitor.md", "CITATION_AUDIT.md", "CITATION_AUDIT.html",
    "CITATION_AUDIT.json", "CITATIONS.md", "citation_contexts.md",
)
REPORT_SUFFIXES = {".md", ".html", ".json", ".bib", ".csv", ".tex"}


def _clock(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes:02d}:{secs:02d}"


class RunPanel(widgets.VBox):
    """A button that runs one step through ``runner(progress)``, with a tqdm-like bar.

    The runner calls ``progress(done, total, message="")`` as it goes and returns the State.
    """

    def __init__(self, state_path_: str | os.PathLike, step: str, *, runner: Runner,
                 language: str | None = None):
        if not callable(runner):
            raise RefverifyError(f"{state_path_}: run_panel for step {step} needs a runner")
        self.state_path = state_path(state_path_)
        self.step = step
        self.runner = runner
        self.result: State | None = None
        state_language = ""
        if self.state_path.exists():
            state_language = load_state(self.state_path).meta.language
        self.labels = labels_for(language, state_language)
        self.button = label_button(self.labels("run", step=step),
                                     button_style="primary", icon="play")
        self.progress = widgets.IntProgress(value=0, min=0, max=1)
        self.label = widgets.Label()
        self.message = widgets.Label()
        self.button.on_click(lambda _b: self._on_click())
        self._started = 0.0
        super().__init__([widgets.HBox([self.button, self.progress, self.label]), self.message])

    def report_progress(self, done: int, total: int, message: str = "") -> None:
        self.progress.max = max(int(total), 1)
        self.progress.value = min(int(done), self.progress.max)
        elapsed = time.monotonic() - self._started
        text = f"{done}/{total} [{_clock(elapsed)}"
        if 0 < done < total:
            text += f"<{_clock(elapsed / done * (total - done))}"
        self.label.value = text + "]" + (f" {message}" if message else "")

    def run(self) -> State:
        """Run the step; the button is disabled meanwhile. Errors are re-raised."""
        self.button.disabled = True
        self._started = time.monotonic()
        self.message.value = self.labels("running", step=self.step)
        self.progress.bar_style = ""
        try:
            state = self.runner(self.report_progress)
        except BaseException as exc:
            self.progress.bar_style = "danger"
            self.message.value = self.labels("failed", step=self.step, error=exc)
            raise
        finally:
            self.button.disabled = False
        self.result = state
        self.progress.bar_style = "success"
        self.message.value = self.labels("done", step=self.step, refs=len(state.refs),
                                         claims=sum(len(r.claims) for r in state.refs.values()))
        return state

    def _on_click(self) -> None:
        try:
            self.run()
        except Exception:  # the message label already says what failed
            pass


def run_panel(state_path: str | os.PathLike, step: str, *, runner: Runner,
              language: str | None = None) -> RunPanel:
    """A run button with progress for Step B or C; ``runner(progress) -> State`` does the work."""
    return RunPanel(state_path, step, runner=runner, language=language)


def report_files(out_dir: str | os.PathLike) -> list[Path]:
    """The report files present in ``out_dir``: the known reports first, then the rest."""
    folder = Path(out_dir)
    if not folder.is_dir():
        return []
    present = [p for p in folder.iterdir()
               if p.is_file() and p.suffix in REPORT_SUFFIXES and p.name != STATE_FILENAME
               and ".refverify" not in p.name]     # annotated copies have their own link
    rank = {name: i for i, name in enumerate(REPORT_FILES)}
    return sorted(present, key=lambda p: (rank.get(p.name, len(rank)), p.name))


class ReportPanel(widgets.VBox):
    """Severity × verdict counts, PASS rate per chapter and links to the report files."""

    def __init__(self, state_or_path: StateOrPath, out_dir: str | os.PathLike, *,
                 language: str | None = None):
        self.state, self.state_file = open_state(state_or_path)
        self.labels = lab = labels_for(language, self.state.meta.language)
        self.crosstab = severity_verdict_table(self.state)
        self.pass_rate = pass_rate_by_chapter(self.state)
        self.files = report_files(out_dir)
        judged = int(self.crosstab.loc["Total", "Total"]) > 0
        rate = self.pass_rate.rename(columns={"claims": lab["claims"], "pass_rate": lab["rate"]})
        rate.index.name = lab["chapter"]
        self.tables = widgets.HTML(
            f"<h4>{html.escape(lab['crosstab'])}</h4>" + self.crosstab.to_html()
            + f"<h4>{html.escape(lab['pass_rate'])}</h4>"
            + rate.to_html(na_rep="—", float_format=lambda x: f"{x:.1%}")
            if judged else f"<i>{html.escape(self._no_judgments(lab))}</i>")
        links = "".join(
            f"<li><a href='{html.escape(_href(p), quote=True)}' target='_blank'>"
            f"{html.escape(p.name)}</a></li>" for p in self.files)
        self.links = widgets.HTML(
            f"<h4>{html.escape(lab['reports'])}</h4><ul>{links}</ul>" if self.files else
            f"<i>{html.escape(lab('no_reports', path=out_dir))}</i>")
        self.annotation = AnnotatedCopy(self.state_file, out_dir, lab) if self.state_file else None
        self.bottom_line = widgets.HTML(_bottom_line(self.state, self.state_file, lab.language))
        super().__init__([self.bottom_line, self.tables, self.links]
                         + ([self.annotation] if self.annotation else []))

    def _no_judgments(self, lab) -> str:
        """Step C not run yet, or run with nothing it could judge (and why)."""
        why = why_not_judged(self.state)
        return lab("not_judged_why", why=why) if why else lab["no_judgments"]


def _bottom_line(state: State, state_file: Path | None, language: str = "en") -> str:
    """The reports' bottom line (issue 23), what could not be checked first."""
    from ..report import build_audit
    from ..report.bottom_line import STATE_FOLDER, bottom_line, bottom_line_html
    where = str(state_file.parent) if state_file else STATE_FOLDER
    return str(bottom_line_html(bottom_line(state, build_audit(state), where, language)))


def annotated_copies(out_dir: str | os.PathLike) -> list[Path]:
    """The annotated manuscripts in ``out_dir``: a file ``*.refverify.*`` or, for LaTeX, the
    main .tex of a ``*.refverify/`` folder."""
    folder = Path(out_dir)
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.iterdir()):
        if path.is_file() and ".refverify." in path.name:
            found.append(path)
        elif path.is_dir() and path.name.endswith(".refverify"):
            main = path / (path.name[: -len(".refverify")] + ".tex")
            if main.is_file():
                found.append(main)
    return found


class AnnotatedCopy(widgets.VBox):
    """A link to the annotated copy of the manuscript, and a button that writes it."""

    def __init__(self, state_file: Path, out_dir: str | os.PathLike, labels):
        self.state_file, self.out_dir, self.labels = state_file, Path(out_dir), labels
        self.button = label_button(labels["annotate"], icon="comment")
        self.button.on_click(lambda _b: self.write())
        self.link = widgets.HTML()
        self.message = widgets.Label()
        self._show_links()
        super().__init__([self.link, widgets.HBox([self.button, self.message])])

    def _show_links(self) -> None:
        copies = annotated_copies(self.out_dir)
        items = "".join(f"<li><a href='{html.escape(_href(p), quote=True)}' target='_blank'>"
                        f"{html.escape(p.relative_to(self.out_dir).as_posix())}</a></li>" for p in copies)
        self.link.value = (f"<h4>{html.escape(self.labels['annotated'])}</h4>"
                           + (f"<ul>{items}</ul>" if items else ""))

    def write(self):
        """Write the annotated copy into the report folder; the link shows it."""
        from ..annotate import annotate
        self.button.disabled = True
        try:
            result = annotate(self.state_file, self.out_dir)
        except RefverifyError as exc:
            self.message.value = self.labels("annotate_failed", error=exc)
            return None
        finally:
            self.button.disabled = False
        self._show_links()
        self.message.value = self.labels("annotated_notes", n=len(result.placed))
        return result


def _href(path: Path) -> str:
    # From the Jupyter server's root, so the link opens the file whatever the page's URL.
    return file_href(path)


def report_panel(state_or_path: StateOrPath, out_dir: str | os.PathLike, *,
                 language: str | None = None) -> ReportPanel:
    return ReportPanel(state_or_path, out_dir, language=language)
