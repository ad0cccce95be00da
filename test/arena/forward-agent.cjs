// An agent that uses the arena's forward model (BOT-AGENT-6, BOT-AGENT-7): at each decision it samples a state
// from its own view, plays it out at random through `legal` and `step` (to the end in its first decisions of a
// game, 20 moves after: the tests stay quick), reads the result or the estimate, releases the state, and answers the legal move whose index is the playout's length modulo their number (so its
// moves follow its samples). Whatever it did not expect it names in an illegal answer, which forfeits with it.
const lines = require('readline').createInterface({ input: process.stdin });
const pending = [];
let budget = Infinity;
let asked = 0;
lines.on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'reply') pending.shift()(message);
  else if (message.type === 'start') {
    // a process plays many games: each starts its own randomness again from its own seed
    budget = message.forwardModel.calls;
    decisions = 0;
    seed = 1 + ([...message.seed].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) % 2147483646, 0));
  }
  else if (message.type === 'decide') decide(message).catch((error) => say({ move: 'failed', args: [String(error)] }));
});
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
const ask = (request) => new Promise((resolve) => { asked++; pending.push(resolve); say(request); });
const expect = (fact, what) => { if (!fact) throw new Error(what); };
let seed = 7;
let decisions = 0;
const random = (n) => { seed = (seed * 48271) % 2147483647; return seed % n; };

async function decide(message) {
  asked = 0;
  let steps = 0;
  const limit = decisions++ < 4 ? Infinity : 20;
  const sampled = await ask({ call: 'sample' });
  if (sampled.error === 'BUDGET_SPENT') return budgetSpent(message);
  expect(sampled.state && sampled.over === false && sampled.toMove === message.seat, `sample: ${JSON.stringify(sampled)}`);
  let { over } = sampled;
  while (!over && steps < limit) {
    const legal = await ask({ call: 'legal', state: sampled.state });
    if (legal.error === 'BUDGET_SPENT') return budgetSpent(message);
    const stepped = await ask({ call: 'step', state: sampled.state, index: random(legal.legal.length) });
    if (stepped.error === 'BUDGET_SPENT') return budgetSpent(message);
    expect(!stepped.error, `step: ${JSON.stringify(stepped)}`);
    over = stepped.over;
    steps++;
  }
  const result = await ask({ call: 'result', state: sampled.state });
  if (result.error === 'BUDGET_SPENT') return budgetSpent(message);
  if (over) expect(result.over === true && Array.isArray(result.outcome.winners), `result: ${JSON.stringify(result)}`);
  else expect(result.over === false && Object.keys(result.estimate).length > 0, `result: ${JSON.stringify(result)}`);
  await ask({ call: 'release', state: sampled.state });
  const gone = await ask({ call: 'view', state: sampled.state });
  if (gone.error === 'BUDGET_SPENT') return budgetSpent(message);
  expect(gone.error === 'NO_SUCH_STATE', `released: ${JSON.stringify(gone)}`);
  say({ index: steps % message.legal.length });
}

/** Refused exactly past the announced budget: the agent answers all the same. */
function budgetSpent(message) {
  if (asked !== budget + 1) return say({ move: 'failed', args: [`BUDGET_SPENT at request ${asked} of ${budget}`] });
  say({ index: 0 });
}
