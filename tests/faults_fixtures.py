"""Shared inputs of the fault suite: a small pandoc paper with a sound, a fabricated and a retracted
reference (the planted world of tests/simulators), a CLI runner and a simulator environment. The
sound and the fabricated entry (BIB_OK, BIB_FAKE) serve the CLI and notebook tests too."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BIB_OK = """@article{lindqvist2019,
  title = {Supervised exercise for adults with type 2 diabetes in primary care: a pragmatic randomised trial},
  author = {Lindqvist, Maria and Okafor, Chidi and Brennan, Paul J. and Sato, Keiko},
  journal = {Lancet Diabetes Endocrinol}, year = {2019}, volume = {7}, number = {4}, pages = {271--279},
  doi = {10.1016/s2213-8587(19)30001-1}, pmid = {30800001}}
"""
BIB_FAKE = """@article{zhou2021fake,
  title = {Intermittent fasting reverses retinopathy in type 2 diabetes: a randomised trial},
  author = {Zhou, Lei and Marsh, Owen}, journal = {Diabetes Care}, year = {2021},
  doi = {10.2337/dc21-9999}}
"""
BIB = BIB_OK + "\n" + BIB_FAKE + """
@article{moreau2018,
  title = {Serum ferritin predicts cognitive decline in older adults with anaemia},
  author = {Moreau, Claire and Duarte, Felipe}, journal = {Neurology}, year = {2018},
  volume = {90}, number = {12}, pages = {e1010--e1018}, doi = {10.1212/wnl.0000000000005200}}
"""
TEXT = ("In primary care, supervised exercise lowered glycated haemoglobin [@lindqvist2019]. "
        "Intermittent fasting reversed retinopathy in adults with diabetes [@zhou2021fake]. "
        "Serum ferritin predicts cognitive decline in older adults [@moreau2018].")


def paper(folder: Path, bib: str = BIB, text: str = TEXT, name: str = "paper.md") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "refs.bib").write_text(bib, encoding="utf-8")
    path = folder / name
    path.write_text(f"---\nbibliography: refs.bib\n---\n# Introduction\n\n{text}\n", encoding="utf-8")
    return path


def sim_env(sims, tmp_path: Path, **extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REFVERIFY_")}
    env.update(LITELLM_LOCAL_MODEL_COST_MAP="True", REFVERIFY_CACHE=str(tmp_path / "cache.sqlite"),
               REFVERIFY_EMAIL="ci@example.org", REFVERIFY_CONFIG=str(tmp_path / "none.toml"),
               PYTHONPATH=os.pathsep.join((str(Path(__file__).resolve().parent / "netguard"), str(Path(__file__).resolve().parent.parent))), REFVERIFY_EMBEDDINGS="off",
               # the full-text services keep their real addresses here: never reached by a test
               REFVERIFY_FULLTEXT="false")
    if sims is not None:
        for name, url in sims.urls().items():
            env[f"REFVERIFY_{name.upper()}_URL"] = url
    env.update(extra)
    return env


def cli(args, env, cwd=None, timeout=300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "refverify.cli", *args, "--quiet"],
                          capture_output=True, text=True, env=env, timeout=timeout, cwd=cwd)


def one_error_line(r: subprocess.CompletedProcess) -> str:
    """The CLI's promise for any error: exit 3 and exactly one line on stderr, no traceback."""
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    assert r.returncode == 3, (r.returncode, r.stderr)
    assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    return lines[0]
