"""The default log view: one line per game event, for people (the structured log keeps every record).

Folded into one line each: a card's move with the draw or land play it is part of; the announcement, total
cost, mana abilities and payment with the cast or activation (601.2); a mana ability with the tap that paid
for it; a trigger, its going on the stack and its targets (603.2-603.3); a resolving spell with its first
effect and its move off the stack (608.2, 608.3); a state-based action with the move it makes (704). Steps
with nothing in them aren't printed, nor is per-turn bookkeeping (untapping, cleanup, removal from combat)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from lithoform.state.log import MOVE_VERBS, Names, cite, step_words, text_of
from lithoform.state.model import Event

# bookkeeping the default view leaves out (the verbose view shows it)
_QUIET = {"untap_step", "cleanup", "combat_ends", "no_attackers", "trigger", "put_trigger", "step", "turn_replacement"}
# folded into the cast or activation line while a spell or ability is being announced (601.2a-h)
MOVE_VERBS_KEYS = {(rule,) for rule in MOVE_VERBS}
# events a resolve line doesn't take in as its first effect
_NOT_FOLDED = {"zone_change", "announce", "resolve", "sba", "tap", "triggered_on_stack", "turn"} | _QUIET
_PAYING = {"total_cost", "tap", "mana_ability", "mana", "paid", "pay_life", "convoked"}


class _View:
    def __init__(self, events: list[Event], lookup: Callable[[int], str | None] | None,
                 board: dict[int, str] | None) -> None:
        self.events = events
        self.names = Names(lookup, board=board)
        self.out: list[str] = []
        self.step_header = ""
        self.leaving: set[int] = set()  # objects a state-based action is moving: their move is folded
        self.resolving = 0

    def emit(self, text: str, rules: list[str]) -> None:
        if self.step_header:
            self.out.append(self.step_header)
            self.step_header = ""
        self.out.append(f"{text} {cite(rules)}")

    def line(self, e: Event) -> str:
        self.names.see(e)
        return text_of(e, self.names)

    def run(self) -> list[str]:
        i, events = 0, self.events
        while i < len(events):
            i = self.one(i)
        return self.out

    def one(self, i: int) -> int:
        e, events = self.events[i], self.events
        nxt = events[i + 1] if i + 1 < len(events) else None
        kind = e.kind
        if kind == "step":
            self.names.see(e)
            self.step_header = f"{text_of(e, self.names)} {cite(e.rules)}"
            return i + 1
        if kind == "turn":
            self.step_header = ""
        if kind == "zone_change" and nxt is not None and nxt.kind in ("draw", "play_land") \
                and nxt.args.get("card") == e.args.get("card"):
            self.names.see(e)
            return i + 1  # the draw or play line says it
        if kind == "zone_change" and nxt is not None and nxt.kind == "announce" and nxt.args.get("obj") == e.args["new"]:
            self.names.see(e)
            return i + 1
        if kind == "zone_change" and e.args.get("old") in self.leaving:
            self.leaving.discard(e.args["old"])
            self.names.see(e)
            return i + 1
        if kind == "zone_change" and e.args.get("old") == self.resolving and e.args.get("src") == "stack":
            self.resolving = 0
            self.names.see(e)
            return i + 1  # 608.2n: said by the resolve line
        prev = events[i - 1] if i else None
        if kind == "zone_change" and prev is not None and prev.kind in ("countered", "fizzle", "intervening_if") \
                and prev.args.get("obj") == e.args.get("old"):
            self.names.see(e)
            return i + 1  # 701.6a, 608.2b: the line before said it leaves the stack
        if kind == "zone_change" and e.rules[:1] == ("701.9a",):
            j = i
            while j < len(events) and events[j].kind == "zone_change" and events[j].rules[:1] == ("701.9a",):
                j += 1
            if j < len(events) and events[j].kind == "cleanup_discard":
                cards = [str(events[k].args.get("card")) for k in range(i, j)]
                for k in range(i, j + 1):
                    self.names.see(events[k])
                end = events[j]
                self.emit(f"P{end.args['player'] + 1} discards {', '.join(cards)} to hand size", list(end.rules))
                return j + 1
        if kind == "announce":
            return self.announcement(i)
        if kind == "tap" and nxt is not None and nxt.kind == "mana_ability" and nxt.args.get("card") == e.args["card"]:
            self.names.see(e)
            text = f"P{nxt.args['player'] + 1} taps {self.line(nxt).split(' activates ')[1]}"
            self.emit(text.replace("'s mana ability:", " for"), list(nxt.rules))
            return i + 2
        if kind == "sba" and e.rules and e.rules[0] in ("704.5f", "704.5g", "704.5h", "704.5i", "704.5j", "704.5m"):
            self.leaving.add(e.args.get("obj", 0))
        if kind == "resolve":
            return self.resolution(i)
        if kind == "triggered_on_stack":
            text = self.line(e).replace("'s triggered ability is put on the stack", "'s ability triggers")
            ability = self._trigger_text(i, e.args.get("obj"))
            if ability:
                text = text.replace("'s ability triggers", f"'s ability triggers ({ability})", 1)
            self.emit(text, ["603.2", "603.3", *e.rules])
            return i + 1
        if kind in _QUIET:
            self.names.see(e)
            return i + 1
        self.emit(self.line(e), list(e.rules))
        return i + 1

    def _trigger_text(self, i: int, sid: object) -> str:
        for e in reversed(self.events[:i]):
            if e.kind == "put_trigger" and e.args.get("obj") == sid:
                text = str(e.args.get("text", ""))
                return step_words(text.replace("delayed: ", "at the beginning of the next ") + " step"
                                  if text.startswith("delayed: ") and " " not in text[9:] else
                                  text.replace("delayed: ", ""))
        return ""

    def announcement(self, i: int) -> int:
        """601.2a-i: announce ... cast (or activate) as one line, the payment folded in."""
        start = self.events[i]
        oid = start.args.get("obj")
        end = next((j for j in range(i + 1, len(self.events))
                    if self.events[j].kind in ("cast", "activated", "triggered_on_stack")
                    and self.events[j].args.get("obj") == oid), None)
        if end is None or any(self.events[j].kind not in _PAYING | {"zone_change", "counters_removed", "sba", "reveal_cards"}
                              for j in range(i + 1, end)):
            self.emit(self.line(start), list(start.rules))
            return i + 1
        self.names.see(start)
        cost, tapped, life, extra, rules = "", [], 0, [], []
        window = self.events[i + 1:end]
        for k, e in enumerate(window):
            self.names.see(e)
            if e.kind == "paid":
                cost = str(e.args.get("cost", ""))
                life += int(e.args.get("life", 0) or 0)
                rules += [r for r in e.rules if r != "601.2h"]
            elif e.kind == "total_cost" and not cost:
                cost = str(e.args.get("cost", ""))
            elif e.kind == "tap" and k + 1 < len(window) and window[k + 1].kind == "mana_ability":
                tapped.append(str(e.args.get("card")))  # tapped for mana
            elif e.kind == "tap":
                extra.append(f"tapping {e.args.get('card')}")  # a {T} cost (107.5)
            elif e.kind == "pay_life":
                life += int(e.args.get("amount", 0))
                rules += list(e.rules)
            elif e.kind == "zone_change" and e.rules[:1] == ("701.21a",):
                extra.append(f"sacrificing {e.args.get('card')}")
            elif e.kind == "zone_change" and e.rules[:1] == ("701.9a",):
                extra.append(f"discarding {e.args.get('card')}")
            elif e.kind == "reveal_cards":  # a card of the hand revealed for a cost or a splice (601.2h, 701.20a)
                extra.append(f"revealing {', '.join(map(str, e.args.get('cards', ())))}")
                rules += [r for r in e.rules if r not in rules]
            elif e.kind == "counters_removed":
                extra.append(f"removing {e.args.get('amount')} {e.args.get('kind')} counter(s)")
            elif e.kind in ("zone_change", "convoked"):
                extra.append(text_of(e, self.names))
        final = self.events[end]
        text = self.line(final)
        paid = [c for c in (cost if cost and cost != "{0}" else "",) if c]
        if life:
            paid.append(f"{life} life")
        costs = ([f"paying {' and '.join(paid)}"] if paid else []) + extra
        if costs:
            text += " " + ", ".join(costs)
        if tapped:
            counts = Counter(tapped)
            text += " (mana from " + ", ".join(name if n == 1 else f"{name} x{n}" for name, n in counts.items()) + ")"
        self.emit(text, [*rules, *final.rules])
        return end + 1

    def resolution(self, i: int) -> int:
        """608.2-608.3: the resolve line, with its first effect or the permanent entering folded in."""
        e = self.events[i]
        text = self.line(e)
        oid = e.args.get("obj")
        self.resolving = oid if isinstance(oid, int) else 0
        nxt = self.events[i + 1] if i + 1 < len(self.events) else None
        if nxt is not None and nxt.kind == "zone_change" and nxt.args.get("old") == oid:
            self.names.see(nxt)
            self.resolving = 0
            if nxt.args.get("dst") == "battlefield":
                counters = nxt.args.get("counters") or {}
                with_ = (" with " + ", ".join(f"{n} {k} counter(s)" for k, n in counters.items())) if counters else ""
                self.emit(f"{text} and enters the battlefield{with_}",
                          [*e.rules, *nxt.rules, *(["122.6"] if counters else [])])
            else:
                self.emit(f"{text}: {text_of(nxt, self.names)}", [*e.rules, *nxt.rules])
            return i + 2
        after = self.events[i + 2] if i + 2 < len(self.events) else None
        if nxt is not None and nxt.kind == "zone_change" and after is not None and after.kind == "draw" \
                and after.args.get("card") == nxt.args.get("card"):
            self.names.see(nxt)
            self.emit(f"{text}: {self.line(after)}", [*e.rules, *after.rules])  # 121.1: a draw
            return i + 3
        foldable_move = nxt is not None and nxt.kind == "zone_change" and nxt.rules[:1] in MOVE_VERBS_KEYS
        if nxt is not None and (nxt.kind not in _NOT_FOLDED or foldable_move):
            effect = self.line(nxt)
            card = str(e.args.get("card", ""))
            if nxt.kind == "damage" and card and effect.startswith(card + " ") and not effect.startswith(card + " #"):
                effect = effect[len(card) + 1:]
            self.emit(f"{text}: {effect}", [*e.rules, *nxt.rules])
            return i + 2
        self.emit(text, list(e.rules))
        return i + 1


def render_default(events: list[Event], lookup: Callable[[int], str | None] | None = None,
                   board: dict[int, str] | None = None) -> list[str]:
    """The default view: one line per game event. `board`: the objects set up in public zones before the
    first event (id: name), so that two of a name are told apart from the start."""
    return _View(events, lookup, board).run()
