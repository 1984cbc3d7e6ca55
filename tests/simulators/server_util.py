"""Small helpers shared by the simulator modules."""
import json


def json_bytes(data) -> bytes:
    text = json.dumps(data, ensure_ascii=False)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:      # a lone surrogate: sent as the \udXXX escape real services send
        return json.dumps(data).encode("ascii")
