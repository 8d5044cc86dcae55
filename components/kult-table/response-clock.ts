import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The response window's clock as the table draws it: how long is left of a deadline the port
 * set, and how long the whole window was. It ticks (and re-renders its host) only while a
 * deadline is set; the deadline itself, and what happens when it passes, belong to the port.
 *
 * @example
 * private readonly clock = new ResponseClock(this);
 * receive(s) { this.clock.follow(s.responseDeadline); }
 * render() { return html`<kult-timing-bar .clockMs=${this.clock.leftMs} .clockTotalMs=${this.clock.totalMs}>`; }
 */
export class ResponseClock implements ReactiveController {
  private deadline: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private now = Date.now();
  /** The whole window, to draw what is left as a share of it. */
  totalMs = 30_000;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Follows the port's deadline (null: no clock runs). */
  follow(deadline: number | null): void {
    if (deadline !== this.deadline && deadline !== null) this.totalMs = Math.max(1000, deadline - Date.now());
    this.deadline = deadline;
    this.now = Date.now();
    if (deadline === null) this.stop();
    else this.timer ??= setInterval(() => {
      this.now = Date.now();
      this.host.requestUpdate();
    }, 250);
  }

  /** Milliseconds left, or null while no deadline is set. */
  get leftMs(): number | null {
    return this.deadline === null ? null : Math.max(0, this.deadline - this.now);
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
