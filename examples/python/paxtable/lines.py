"""JSON Lines over a pair of text streams: one JSON object per line, each way."""
import json
from typing import IO, Any, Optional

from .refused import Refused


class JsonLines:
    def __init__(self, reader: IO[str], writer: IO[str]) -> None:
        self.reader = reader
        self.writer = writer

    def read(self) -> Optional[dict]:
        """The next message, or None once the input has closed."""
        line = self.reader.readline()
        return json.loads(line) if line else None

    def write(self, message: Any) -> None:
        # flushed at once: the other end waits for this very line
        self.writer.write(json.dumps(message, separators=(",", ":")) + "\n")
        self.writer.flush()

    def ask(self, request: dict) -> dict:
        """Writes a request (a line with a "call") and reads its reply; a refusal raises Refused."""
        self.write(request)
        reply = self.read()
        if reply is None:
            raise EOFError(f"the other end closed before replying to {request['call']!r}")
        if "error" in reply:
            raise Refused(str(request["call"]), reply["error"], reply.get("message", ""))
        return reply
