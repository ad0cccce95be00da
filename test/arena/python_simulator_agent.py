"""An agent on the Python kit (examples/python/paxtable) that checks the kit at each of its decisions, for
test/arena/python-kit.test.ts: the view the base class keeps from patches is the view of a state the forward
model samples; at its first decision it uses every verb of the simulator and meets two refusals. Whatever it
did not expect it names in an illegal answer, which forfeits with it; after DECISIONS decisions it forfeits on
purpose with what it saw, so that the test reads it.
"""
from paxtable import Agent, Refused

DECISIONS = 40


class Failed(Exception):
    pass


def expect(fact: bool, what: str) -> None:
    if not fact:
        raise Failed(what)


class CheckingAgent(Agent):
    def on_start(self, message):
        self.decisions = 0
        self.seen = []

    def decide(self, view, legal, ctx):
        try:
            self.check(view, legal)
        except (Failed, Refused) as problem:
            return {"move": "failed", "args": [str(problem)]}
        self.decisions += 1
        if self.decisions == DECISIONS:
            return {"move": "checked", "args": [self.decisions, *self.seen]}
        return self.rng.choice(legal)

    def check(self, view, legal):
        simulator = self.simulator
        before = simulator.calls_left
        state = simulator.sample()
        expect(state.to_move == self.seat and not state.over, f"sample: {state.to_move} {state.over}")
        expect(state.view() == view, "the view kept from patches is not the sampled state's view")
        if self.decisions == 0:
            self.every_verb(state, legal)
        state.release()
        expect(simulator.calls_left < before, "requests are not counted")

    def every_verb(self, state, legal):
        offered = state.legal()
        expect(len(offered) > 0 and all(move.id.startswith('{"args":') for move in offered), "legal: no ids")
        copy = state.clone()
        expect(copy.handle != state.handle, "clone: the same handle")
        copy.step(0)
        self.seen.append("step by index")
        copy.step(copy.legal()[0])
        self.seen.append("step by LegalMove")
        estimate = copy.result()
        expect(not estimate.over and set(estimate.estimate) == {"0", "1"}, f"estimate: {estimate}")
        # a whole playout: the outcome's winners share the win
        for _ in range(5000):
            if copy.over:
                break
            moves = copy.legal()
            copy.step(moves[self.rng.randrange(len(moves))].id)
        outcome = copy.result()
        values = outcome.values(["0", "1"])
        expect(outcome.over and sum(values.values()) in (0, 1), f"outcome: {outcome}")
        self.seen.append(f"winners: {','.join(sorted(outcome.outcome['winners']))}")
        copy.release()
        for refused in (lambda: copy.result(), lambda: state.step("not a move id")):
            try:
                refused()
                raise Failed("a request that should be refused was served")
            except Refused as refusal:
                self.seen.append(refusal.code)
        # the refused step changed nothing: the state is still the sample
        expect(state.view() == self.view, "a refused step changed the state")


if __name__ == "__main__":
    CheckingAgent().run()
