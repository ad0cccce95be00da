// An agent that uses the arena's forward model (BOT-AGENT-6): at each decision it samples a state from its
// own view, plays it out at random to the end through `legal` and `step`, reads the result, releases it,
// and answers its first legal move. Its standard error says what it saw, for the tests to read.
const readline = require('readline');
const lines = readline.createInterface({ input: process.stdin });
const pending = [];
lines.on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'reply') pending.shift()(message);
  else if (message.type === 'start') process.stderr.write(`start ${JSON.stringify(message.forwardModel)}\n`);
  else if (message.type === 'decide') decide(message).catch((error) => process.stderr.write(`${error.stack}\n`));
});
const ask = (request) => new Promise((resolve) => { pending.push(resolve); process.stdout.write(`${JSON.stringify(request)}\n`); });
let seed = 7;
const random = (n) => { seed = (seed * 48271) % 2147483647; return seed % n; };

async function decide(message) {
  const sampled = await ask({ call: 'sample' });
  let { over } = sampled;
  let steps = 0;
  while (!over && steps < 5000) {
    const { legal } = await ask({ call: 'legal', state: sampled.state });
    ({ over } = await ask({ call: 'step', state: sampled.state, index: random(legal.length) }));
    steps++;
  }
  const result = await ask({ call: 'result', state: sampled.state });
  await ask({ call: 'release', state: sampled.state });
  const gone = await ask({ call: 'result', state: sampled.state });
  process.stderr.write(`played ${steps} ${JSON.stringify(result)} ${gone.error}\n`);
  process.stdout.write(`${JSON.stringify({ index: 0 })}\n`);
}
