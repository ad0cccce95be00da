"""The one exception the kit raises when the arena or the game refuses a request."""


class Refused(Exception):
    """A request refused with a code (the README lists them): nothing changed, the caller may go on.

    The forward model's codes: NO_SUCH_STATE, ILLEGAL_MOVE, GAME_OVER, BAD_REQUEST, BUDGET_SPENT,
    TOO_MANY_STATES; the environment's: NO_GAME, ILLEGAL_MOVE, GAME_OVER, BAD_REQUEST.
    """

    def __init__(self, call: str, code: str, message: str) -> None:
        super().__init__(f"{call}: {code}: {message}")
        self.call = call
        self.code = code
        self.message = message
