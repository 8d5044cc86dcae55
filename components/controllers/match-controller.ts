/**
 * Connects an element to a match: while the host is in the document it is
 * subscribed to a MatchPort and re-renders on every snapshot. The element
 * reads `controller.snapshot` in render() and sends attempts to the port; it
 * never keeps its own copy of the match (STYLE: components render snapshots).
 *
 * @example
 * class KultTable extends LitElement {
 *   private match = new MatchController(this);
 *   render() {
 *     const s = this.match.snapshot;
 *     return s ? html`<kult-log .log=${s.log} .view=${s.view} .me=${s.me} .ui=${kultUI(this.match.port!.game.cards)}></kult-log>` : nothing;
 *   }
 * }
 * table.match.port = new LocalMatch();
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnyGame, GameAction, Game } from '../../src/engine/game.js';
import type { MatchPort, MatchSnapshot } from '../../src/app/match-port.js';

export class MatchController<S = unknown, A extends GameAction = GameAction, G extends AnyGame = Game<S, A>> implements ReactiveController {
  private current: MatchPort<S, A, G> | null = null;
  private unsubscribe: (() => void) | null = null;
  private connected = false;
  /** The latest snapshot, or null while no port is set. */
  snapshot: MatchSnapshot<S, A> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    port: MatchPort<S, A, G> | null = null,
    /** Called with each new snapshot before the host re-renders (e.g. to reset a selection). */
    private readonly onSnapshot?: (snapshot: MatchSnapshot<S, A>) => void,
  ) {
    this.host.addController(this);
    this.current = port;
  }

  get port(): MatchPort<S, A, G> | null {
    return this.current;
  }

  /** Swaps the match (a new game, a reconnect); a connected host resubscribes at once. */
  set port(port: MatchPort<S, A, G> | null) {
    if (port === this.current) return;
    this.detach();
    this.current = port;
    this.snapshot = null;
    if (this.connected) this.attach();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.connected = true;
    this.attach();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.detach();
  }

  private attach(): void {
    const port = this.current;
    if (!port) return;
    this.unsubscribe = port.subscribe((s) => this.receive(s));
    // The port may have moved on while the host was away: start from its present snapshot.
    this.receive(port.snapshot);
  }

  private detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private receive(snapshot: MatchSnapshot<S, A>): void {
    if (snapshot === this.snapshot) return;
    this.snapshot = snapshot;
    this.onSnapshot?.(snapshot);
    this.host.requestUpdate();
  }
}
