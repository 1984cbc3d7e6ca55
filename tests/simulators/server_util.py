"""Small helpers shared by the simulator modules."""
import json


def json_bytes(data) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")
