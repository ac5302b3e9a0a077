// The game clock: counts while running, stops while paused or hidden.

export class Timer {
  constructor(onTick) {
    this.onTick = onTick;
    this.base = 0;
    this.started = null;
    this.handle = null;
  }

  get elapsed() {
    return this.base + (this.started === null ? 0 : performance.now() - this.started);
  }

  get running() {
    return this.started !== null;
  }

  reset(ms = 0) {
    this.stop();
    this.base = ms;
    this.onTick(this.elapsed);
  }

  start() {
    if (this.running) return;
    this.started = performance.now();
    this.handle = setInterval(() => this.onTick(this.elapsed), 250);
    this.onTick(this.elapsed);
  }

  stop() {
    if (!this.running) return;
    this.base = this.elapsed;
    this.started = null;
    clearInterval(this.handle);
    this.handle = null;
    this.onTick(this.elapsed);
  }
}

export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
