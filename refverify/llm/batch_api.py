"""A provider's batch API for large Step C runs (config ``llm_batch``): the calls of many batches
go to the provider in one job instead of one by one, at the batch price (half the list price on
OpenAI and most others) and answered within the provider's window (up to 24 hours; a local
server at once).

Each call of ``LLMClient._send`` hands its request to ``BatchQueue.submit`` and waits. The queue
gathers the requests that arrive together (every batch of a round asks at once: the LLM backend
then runs all of them concurrently), and once none has come for ``settle_s`` it uploads them as
one JSONL file (``/v1/files``, purpose ``batch``), creates the job (``/v1/batches``, endpoint
``/v1/chat/completions``), asks for its status every ``poll_s`` and, when it is done, hands each
waiting call its own answer (by ``custom_id``) — or the error the provider gave for that line,
which the caller treats as it treats a failed call (retried into the next job, or unjudged).
Round 2 (cross-validation) and repair rounds are the next jobs. Through litellm's files and
batches API, so the providers whose batches litellm speaks in the OpenAI shape are supported.
"""
from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field

from ..errors import RefverifyError
from .litellm_lib import load_litellm

BATCH_PROVIDERS = ("openai", "azure", "mistral", "xai", "hosted_vllm")
FINISHED = {"completed", "failed", "expired", "cancelled"}
MAX_LINES = 50_000              # OpenAI's limit of requests in one batch file
BATCH_IN_FLIGHT = 256           # batches of claims waiting on one job at a time


class LineError(Exception):
    """The provider's answer for one request of a job was an error (``status_code`` as an
    HTTP status when it gave one)."""

    def __init__(self, message: str, status_code: int | None = None):
        super().__init__(message)
        self.status_code = status_code


def batch_provider(model: str, local: bool) -> str:
    """The litellm provider a batch job for ``model`` goes to; a RefverifyError when litellm has
    no batch API for it. A server of one's own is asked in the OpenAI shape."""
    provider = "openai" if local else (model.split("/", 1)[0].lower() if "/" in model else "openai")
    if provider not in BATCH_PROVIDERS:
        raise RefverifyError(f"llm_batch: no batch API for provider '{provider}' through litellm "
                             f"(supported: {', '.join(BATCH_PROVIDERS)}); set llm_batch = false")
    return provider


@dataclass
class _Waiting:
    body: dict
    done: threading.Event = field(default_factory=threading.Event)
    answer: dict | None = None
    error: Exception | None = None


class BatchQueue:
    def __init__(self, model: str, provider: str, api_base: str | None, api_key: str | None, *,
                 settle_s: float = 1.0, poll_s: float = 30.0):
        self.model = model.split("/", 1)[1] if "/" in model else model   # the provider's own name
        self.provider = provider
        self.common = {"custom_llm_provider": provider,
                       **({"api_base": api_base} if api_base else {}), **({"api_key": api_key} if api_key else {})}
        self.settle_s, self.poll_s = settle_s, poll_s
        self.jobs: list[str] = []            # the jobs created, in order
        self._waiting: list[_Waiting] = []
        self._last = 0.0
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._stopped = threading.Event()

    # ---- the callers' side ----
    def body(self, kwargs: dict) -> dict:
        """The chat request a line of the job carries, from ``litellm.completion``'s kwargs."""
        keep = ("messages", "temperature", "max_tokens", "response_format", "seed", "top_p")
        return {"model": self.model, **{k: kwargs[k] for k in keep if k in kwargs}}

    def submit(self, kwargs: dict):
        """Send one completion through the next job; answers litellm's ModelResponse, or raises
        the line's error (LineError) or the job's failure."""
        waiting = _Waiting(self.body(kwargs))
        with self._cond:
            if self._stopped.is_set():
                raise LineError("the batch job was stopped")
            self._waiting.append(waiting)
            self._last = time.monotonic()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="refverify-llm-batch", daemon=True)
                self._thread.start()
            self._cond.notify_all()
        waiting.done.wait()
        if waiting.error is not None:
            raise waiting.error
        return load_litellm().ModelResponse(**waiting.answer)

    def stop(self) -> None:
        """Ctrl-C or a crash: every waiting call ends with an error, no job is polled further."""
        self._stopped.set()
        with self._cond:
            waiting, self._waiting = self._waiting, []
            self._cond.notify_all()
        for w in waiting:
            w.error = LineError("the batch job was stopped")
            w.done.set()

    # ---- the queue's side ----
    def _loop(self) -> None:
        while True:
            with self._cond:
                if not self._waiting or self._stopped.is_set():
                    self._thread = None
                    return
                # the requests that come together go together: wait until none has come for settle_s
                while len(self._waiting) < MAX_LINES and not self._stopped.is_set():
                    quiet = time.monotonic() - self._last
                    if quiet >= self.settle_s:
                        break
                    self._cond.wait(self.settle_s - quiet)
                job, self._waiting = self._waiting[:MAX_LINES], self._waiting[MAX_LINES:]
            self._run(job)

    def _run(self, job: list[_Waiting]) -> None:
        litellm = load_litellm()
        lines = [json.dumps({"custom_id": f"r{i}", "method": "POST", "url": "/v1/chat/completions",
                             "body": w.body}, ensure_ascii=False) for i, w in enumerate(job)]
        try:
            upload = litellm.create_file(file=("refverify-batch.jsonl", ("\n".join(lines) + "\n").encode("utf-8")),
                                         purpose="batch", **self.common)
            batch = litellm.create_batch(completion_window="24h", endpoint="/v1/chat/completions",
                                         input_file_id=upload.id, **self.common)
            self.jobs.append(batch.id)
            while batch.status not in FINISHED:
                if self._stopped.wait(self.poll_s):
                    self._cancel(litellm, batch.id)
                    raise LineError(f"batch job {batch.id} stopped before it finished")
                batch = litellm.retrieve_batch(batch_id=batch.id, **self.common)
            answers = {}
            for file_id in (batch.output_file_id, batch.error_file_id):
                if file_id:
                    answers.update(_read_lines(litellm.file_content(file_id=file_id, **self.common)))
            for i, w in enumerate(job):
                w.answer, w.error = _answer_of(answers.get(f"r{i}"), batch)
        except Exception as exc:  # noqa: BLE001 — the job failed: each of its calls fails with it
            for w in job:
                w.error = exc
        finally:
            for w in job:
                w.done.set()

    def _cancel(self, litellm, batch_id: str) -> None:
        try:
            litellm.cancel_batch(batch_id=batch_id, **self.common)
        except Exception:  # noqa: BLE001 — best effort: the job ends at its window anyway
            pass


def _read_lines(content) -> dict[str, dict]:
    raw = getattr(content, "content", content)
    text = raw.decode("utf-8") if isinstance(raw, (bytes, bytearray)) else str(raw)
    out = {}
    for line in text.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict) and entry.get("custom_id"):
            out[entry["custom_id"]] = entry
    return out


def _answer_of(entry: dict | None, batch) -> tuple[dict | None, Exception | None]:
    if entry is None:
        return None, LineError(f"batch job {batch.id} ended {batch.status} without an answer for this request")
    response = entry.get("response") or {}
    status = response.get("status_code")
    if status == 200 and isinstance(response.get("body"), dict):
        return response["body"], None
    error = entry.get("error") or (response.get("body") or {}).get("error") or {}
    message = error.get("message") if isinstance(error, dict) else str(error)
    return None, LineError(f"batch job {batch.id}: {message or 'no answer'}", status if isinstance(status, int) else None)
