"""A TCP relay: every connection to ``--listen HOST`` on each of ``--ports`` is carried to the
same port at ``--to HOST``. bench/hosts.py runs one inside each network namespace standing for a
machine (its loopback's ports → the bridge address of the main namespace) and one in the main
namespace (the bridge address → the loopback, where the simulators, Redis and the Dask scheduler
listen), so the workers in the namespaces use the very addresses of the configuration while
every byte crosses a veth link into another network stack.

    python bench/relay.py --listen 127.0.0.1 --to 10.77.0.1 --ports 8786,6379
"""
from __future__ import annotations

import argparse
import asyncio


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        try:
            writer.close()
        except Exception:  # noqa: BLE001
            pass


async def _serve(listen: str, to: str, port: int):
    async def handle(reader, writer):
        try:
            up_reader, up_writer = await asyncio.open_connection(to, port)
        except OSError:
            writer.close()
            return
        await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))
    return await asyncio.start_server(handle, listen, port, reuse_address=True)


async def main(listen: str, to: str, ports: list[int]) -> None:
    servers = [await _serve(listen, to, p) for p in ports]
    print("ready", flush=True)
    await asyncio.gather(*(s.serve_forever() for s in servers))


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--listen", required=True)
    ap.add_argument("--to", required=True)
    ap.add_argument("--ports", required=True, help="comma-separated")
    a = ap.parse_args()
    asyncio.run(main(a.listen, a.to, [int(p) for p in a.ports.split(",")]))
