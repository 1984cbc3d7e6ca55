"""Loaded by every Python process the tests start (the test setup puts this folder on
PYTHONPATH): no connection leaves this machine. A name other than the loopback's is refused at
once, as an unknown host, so a code path that would reach a real service fails fast and loudly
in the test instead of waiting on the network."""
import socket

_real_getaddrinfo = socket.getaddrinfo
_LOCAL = ("localhost", "::1")


def _loopback_only(host, *args, **kwargs):
    name = host.decode() if isinstance(host, bytes) else host
    if name and name not in _LOCAL and not str(name).startswith("127."):
        raise socket.gaierror(socket.EAI_NONAME, f"tests never reach the outside network ({name})")
    return _real_getaddrinfo(host, *args, **kwargs)


socket.getaddrinfo = _loopback_only
