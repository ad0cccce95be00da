// No native extractor: msgpackr (through BullMQ) checks for one and uses its JavaScript decoder instead.
module.exports = null;
