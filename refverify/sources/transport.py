"""The transport under the cached session: every body read against a total deadline, and every
socket tracked so that Ctrl-C can cut the requests in flight.

``local`` (thread-local) carries what ``http.call`` sets for the request this thread sends: its
``deadline`` (time.monotonic), the pacer grant to mark as written (``granted``) and, for a full
text, the most bytes an answer may have (``max_bytes``: past it ``TooLarge``, nothing kept)."""
from __future__ import annotations

import socket
import threading
import time
import weakref

import requests
from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool
from urllib3.exceptions import DecodeError, ProtocolError, ReadTimeoutError

local = threading.local()
OVER_DEADLINE = "no complete answer within the request deadline"


class TooLarge(requests.RequestException):
    """The answer is larger than this thread's ``max_bytes``: its reading stopped there."""


class DeadlineAdapter(HTTPAdapter):
    """Reads every body itself, a piece at a time, against a total deadline for the request
    (connect + headers + the whole body): a service trickling one byte a second cannot hold a
    request longer than ``request_deadline`` (``timeout`` alone is per read)."""

    def init_poolmanager(self, *args, **kwargs):
        super().init_poolmanager(*args, **kwargs)
        # Every socket this adapter opens, so that Ctrl-C can cut the requests in flight
        # (``abort``) instead of waiting for a slow service to answer.
        sockets = self.sockets = weakref.WeakSet()

        def tracked(base):
            class Tracked(base):
                def connect(self):
                    super().connect()
                    sockets.add(self.sock)
            return Tracked

        class Pool(HTTPConnectionPool):
            ConnectionCls = tracked(HTTPConnection)

        class TlsPool(HTTPSConnectionPool):
            ConnectionCls = tracked(HTTPSConnection)
        self.poolmanager.pool_classes_by_scheme = {"http": Pool, "https": TlsPool}

    def abort(self) -> None:
        """Cut every connection: a request in flight ends at once with a connection error."""
        for sock in list(getattr(self, "sockets", ())):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def send(self, request, stream=False, timeout=None, **kwargs):
        granted = getattr(local, "granted", None)
        if granted is not None:     # counted from the write; ``http`` tells the pacer the answer came
            local.granted = (granted[0], granted[0].sending(granted[1]))
        deadline = getattr(local, "deadline", None)
        cap = getattr(local, "max_bytes", None)
        if deadline is None and not cap:
            return super().send(request, stream=stream, timeout=timeout, **kwargs)
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0:
                raise requests.ReadTimeout(OVER_DEADLINE)
            if isinstance(timeout, tuple):
                timeout = tuple(min(t, left) if t else left for t in timeout)
            else:
                timeout = min(timeout, left) if timeout else left
        response = super().send(request, stream=True, timeout=timeout, **kwargs)
        if stream:
            return response
        announced = response.headers.get("Content-Length", "")
        if cap and announced.isdigit() and int(announced) > cap:
            response.close()
            raise TooLarge(f"{announced} bytes announced, more than {cap}")
        chunks, late, size = [], False, 0
        try:
            while not late:
                chunk = response.raw.read1(65536, decode_content=True)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
                if cap and size > cap:
                    break
                late = deadline is not None and time.monotonic() > deadline
        except ReadTimeoutError as exc:
            response.close()
            raise requests.ReadTimeout(str(exc)) from None
        except (ProtocolError, DecodeError, OSError) as exc:
            response.close()
            raise requests.ConnectionError(str(exc)) from None
        if cap and size > cap:
            response.close()
            raise TooLarge(f"more than {cap} bytes")
        if late:
            response.close()
            raise requests.ReadTimeout(OVER_DEADLINE)
        response._content = b"".join(chunks)
        response._content_consumed = True
        response.raw.release_conn()
        return response
