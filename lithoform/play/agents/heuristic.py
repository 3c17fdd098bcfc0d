"""A heuristic agent that plays real Magic from what its player may see (an Observation).

It keeps opening hands of 2 to 5 lands (103.5), chooses to play first (103.1), plays a land each turn
(305.1), casts what it can afford using the most mana, burns the opponent's face when that is lethal and
creatures otherwise, attacks when it does not lose the race (508.1), blocks to survive and to trade up
(509.1), and answers every announcement decision (601.2) in line with the plan that began it."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from lithoform.play.agents import knowledge as k
from lithoform.play.agents.base import as_observation
from lithoform.play.agents.combat_ai import choose_damage, plan_attack, plan_blocks
from lithoform.play.agents.priority_ai import Plan, choose_priority, player_ref
from lithoform.play.observation import CardView, Observation
from lithoform.state.actions import PASS, Action
from lithoform.state.decisions import Pending

if TYPE_CHECKING:
    from lithoform.play.game import Game

YES, NO, DONE, CANCEL = Action("yes"), Action("no"), Action("done"), Action("cancel")


class HeuristicAgent:
    """Deterministic given its seed (the generator only breaks ties between equal choices)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.plan: Plan | None = None
        self.failed: set[Action] = set()
        self.failed_at: tuple[int, str] = (0, "")
        self.attack_plan: tuple[int, list[int]] | None = None
        self.block_plan: tuple[int, list[tuple[int, int]]] | None = None

    def choose(self, seen: Observation | Game) -> Action:
        obs = as_observation(seen)
        legal = list(obs.legal_actions)
        if not legal:
            raise ValueError("there is no decision for this player to make")
        if (obs.turn, obs.step) != self.failed_at:
            self.failed, self.failed_at = set(), (obs.turn, obs.step)
        handler = getattr(self, "_on_" + obs.pending.kind, None)
        action = handler(obs, legal) if handler is not None else None
        if action is None or action not in legal:
            action = _fallback(legal)
        if action == CANCEL and self.plan is not None:
            self.failed.add(self.plan.action)  # don't start the same thing again this step
            self.plan = None
        return action

    # --- priority -------------------------------------------------------------------------------------------

    def _on_priority(self, seen: Observation, legal: list[Action]) -> Action:
        choice = choose_priority(seen, legal, self.failed)
        if isinstance(choice, Plan):
            self.plan = choice
            return choice.action
        self.plan = None
        return choice if choice in legal else PASS

    # --- announcing (601.2b-h) ------------------------------------------------------------------------------

    def _planned(self, seen: Observation) -> Plan | None:
        item = next((s for s in seen.stack if s.id == seen.pending.object), None)
        if self.plan is not None and item is not None and item.name == self.plan.name:
            return self.plan
        return None

    def _on_target(self, seen: Observation, legal: list[Action]) -> Action | None:
        plan = self._planned(seen)
        if plan is not None:
            while plan.targets:
                action = Action("target", (plan.targets[0],))
                plan.targets.pop(0)
                if action in legal:
                    return action
            if DONE in legal:
                return DONE
        return self._pick_target(seen, legal)

    def _pick_target(self, seen: Observation, legal: list[Action]) -> Action | None:
        """No plan (a triggered ability, or a plan that no longer fits): by what the effect does."""
        item = next((s for s in seen.stack if s.id == seen.pending.object), None)
        refs = [int(a.args[0]) for a in legal if a.kind == "target"]
        if not refs:
            return DONE if DONE in legal else CANCEL
        by_id = {c.id: c for c in seen.battlefield}
        by_id.update({c.id: c for c in seen.stack})  # type: ignore[misc]
        effect = item.effect if item is not None else None
        me, opp = player_ref(seen.viewer), player_ref(seen.opponent.index)
        if k.helpful(effect):
            mine = [r for r in refs if r in by_id and getattr(by_id[r], "controller", -1) == seen.viewer]
            pick = max(mine, key=lambda r: _value(by_id[r]), default=me if me in refs else None)
        else:
            dmg = k.damage(effect, (item.x or 0) if item else 0, bool(item and item.kicked))
            theirs = [r for r in refs if r in by_id and getattr(by_id[r], "controller", -1) != seen.viewer]
            if dmg:
                killable = [r for r in theirs
                            if isinstance(by_id[r], CardView) and by_id[r].lethal_left <= dmg]
                if opp in refs and (dmg >= seen.opponent.life or not killable):
                    pick = opp
                else:
                    pick = max(killable or theirs, key=lambda r: _value(by_id[r]), default=None)
            else:
                pick = max(theirs, key=lambda r: _value(by_id[r]), default=opp if opp in refs else None)
        if pick is None:
            pick = next((r for r in refs if r != me), refs[0])
        return Action("target", (pick,))

    def _on_x(self, seen: Observation, legal: list[Action]) -> Action | None:
        plan = self._planned(seen)
        xs = [a for a in legal if a.kind == "x"]
        if plan is not None and plan.x is not None and Action("x", (plan.x,)) in legal:
            return Action("x", (plan.x,))
        return max(xs, key=lambda a: int(a.args[0]), default=None)

    def _on_additional(self, seen: Observation, legal: list[Action]) -> Action | None:
        plan = self._planned(seen)
        kick = plan.kick if plan is not None else False
        return Action("additional", ("kicker" if kick else "none",))

    def _on_alternative(self, seen: Observation, legal: list[Action]) -> Action | None:
        return Action("alternative", ("none",))

    def _on_mode(self, seen: Observation, legal: list[Action]) -> Action | None:
        return next((a for a in legal if a.kind == "mode"), None)

    def _on_divide(self, seen: Observation, legal: list[Action]) -> Action | None:
        """601.2d, one target's share at a time: as even a division as the rest allows."""
        shares = [int(a.args[0]) for a in legal if a.kind == "divide"]
        if not shares:
            return None
        left, parts = max(shares), 1  # the largest share leaves 1 for each later target
        item = next((s for s in seen.stack if s.id == seen.pending.object), None)
        if item is not None:
            parts = max(1, sum(len(t) for t in item.targets) - seen.pending.slot)
            left = max(shares) + parts - 1
        want = left / parts
        return Action("divide", (min(shares, key=lambda n: abs(n - want)),))

    def _on_pay(self, seen: Observation, legal: list[Action]) -> Action | None:
        for a in (Action("autopay"), Action("pay")):
            if a in legal:
                return a
        return CANCEL

    def _on_sacrifice(self, seen: Observation, legal: list[Action]) -> Action | None:
        return _cheapest(seen, [a for a in legal if a.kind == "sacrifice"])

    def _on_tap(self, seen: Observation, legal: list[Action]) -> Action | None:
        return _cheapest(seen, [a for a in legal if a.kind == "tap"])

    def _on_discard(self, seen: Observation, legal: list[Action]) -> Action | None:
        return _cheapest(seen, [a for a in legal if a.kind == "discard"])

    # --- choices while resolving and starting ---------------------------------------------------------------

    def _on_may(self, seen: Observation, legal: list[Action]) -> Action | None:
        return YES

    def _on_order(self, seen: Observation, legal: list[Action]) -> Action | None:
        return next((a for a in legal if a.kind == "order"), None)

    def _on_mulligan(self, seen: Observation, legal: list[Action]) -> Action | None:
        """103.5: mulligan only a bad hand, 0-1 or 6-7 lands; keep whatever comes after two."""
        lands = sum(1 for c in seen.hand if c.is_type("Land"))
        bad = lands <= 1 or lands >= 6
        return YES if bad and seen.me.mulligans < 2 else NO

    def _on_choose(self, seen: Observation, legal: list[Action]) -> Action | None:
        """By the decision's purpose and options (its prompt is for people and never read here); with no
        preference, the first `min` options."""
        p = seen.pending
        return self._choice(seen, legal) or _choose(p, list(p.options[:p.min]), legal)

    def _choice(self, seen: Observation, legal: list[Action]) -> Action | None:
        p = seen.pending
        if p.purpose == "starting_player":  # 103.1: play first
            return Action("choose", (player_ref(seen.viewer),))
        if p.purpose == "mulligan_bottom":  # 103.5
            return _choose(p, _bottom(seen, p.options, p.max), legal)
        if p.purpose in ("scry_bottom", "surveil"):  # keep the library as it is: nothing leaves the top
            return _choose(p, [], legal) if p.min == 0 else None
        hand = {c.id: c for c in seen.hand}
        by_id = {c.id: c for c in seen.battlefield}
        if p.options and all(o in hand for o in p.options):  # giving up own cards: the least useful first
            order = sorted(p.options, key=lambda o: _keep_score(seen, hand[o]))
            return _choose(p, order[:p.min], legal)
        known = [o for o in p.options if o in by_id]
        if p.purpose == "legend_rule" and known:  # 704.5j: keep the best one
            return _choose(p, [max(known, key=lambda o: _value(by_id[o]))], legal)
        if known and len(known) == len(p.options):
            ours = [o for o in known if by_id[o].controller == seen.viewer]
            giving = bool(ours) and p.purpose == "sacrifice"  # giving up our own: the cheapest first
            rank = sorted(p.options, key=lambda o: _value(by_id[o]), reverse=not giving)
            return _choose(p, rank[:max(p.min, 1 if p.max else 0)], legal)
        return None

    # --- combat (508-510) -----------------------------------------------------------------------------------

    def _on_attackers(self, seen: Observation, legal: list[Action]) -> Action | None:
        declared = {a for a, _ in seen.combat.declaring} if seen.combat else set()
        if self.attack_plan is None or self.attack_plan[0] != seen.turn or not declared:
            by_id = {c.id: c for c in seen.battlefield}
            eligible = [by_id[o] for o in seen.pending.options if o in by_id]
            planned = [c.id for c in plan_attack(seen, eligible)]
            # 508.1d: the creatures a requirement says attack (pending.groups) attack whatever the plan
            required = [o for o in (seen.pending.groups[0] if seen.pending.groups else ()) if o not in planned]
            self.attack_plan = (seen.turn, planned + required)
        for oid in self.attack_plan[1]:
            if oid in declared:
                continue
            action = next((a for a in legal if a.kind == "attack" and a.args[0] == oid), None)
            if action is not None:
                return action
        return DONE

    def _on_blockers(self, seen: Observation, legal: list[Action]) -> Action | None:
        declared = {b for b, _ in seen.combat.declaring} if seen.combat else set()
        if self.block_plan is None or self.block_plan[0] != seen.turn:
            by_id = {c.id: c for c in seen.battlefield}
            options = [by_id[o] for o in seen.pending.options if o in by_id]
            self.block_plan = (seen.turn, plan_blocks(seen, options))
        for b, a in self.block_plan[1]:
            if b not in declared and Action("block", (b, a)) in legal:
                return Action("block", (b, a))
        if DONE in legal:
            return DONE
        # 509.1c: a 'must be blocked' attacker (pending.groups) still needs a blocker: any legal one
        required = set(seen.pending.groups[0]) if seen.pending.groups else set()
        blocked = {a for _, a in seen.combat.declaring} if seen.combat else set()
        extra = [a for a in legal if a.kind == "block" and a.args[1] in required - blocked
                 and a.args[0] not in declared]
        # 509.1c: a creature a requirement says block ('all creatures able to block ~ do so'): any legal block
        blocking = set(seen.pending.groups[1]) if len(seen.pending.groups) > 1 else set()
        extra = extra or [a for a in legal if a.kind == "block" and a.args[0] in blocking - declared
                          and (a.args[1] in required or not required)]
        extra = extra or [a for a in legal if a.kind == "block" and a.args[0] in blocking - declared]
        if extra:
            return self.rng.choice(extra)
        self.block_plan = (seen.turn, [])  # 509.1b: the blocks broke a restriction; start over without
        return CANCEL

    def _on_damage(self, seen: Observation, legal: list[Action]) -> Action | None:
        splits = [a for a in legal if a.kind == "damage"]
        return choose_damage(seen, splits) if splits else None


def _fallback(legal: list[Action]) -> Action:
    """Anything but conceding, and cancelling only when nothing else is legal."""
    useful = [a for a in legal if a.kind not in ("concede", "cancel")]
    if useful:
        return useful[0]
    return next((a for a in legal if a.kind == "cancel"), legal[0])


def _value(card: object) -> float:
    return k.card_value(card) if isinstance(card, CardView) else 1.0


def _cheapest(seen: Observation, actions: list[Action]) -> Action | None:
    by_id = {c.id: c for c in (*seen.battlefield, *seen.hand)}
    return min(actions, key=lambda a: _value(by_id.get(int(a.args[0]))), default=None)


def _choose(p: Pending, wanted: list[int], legal: list[Action]) -> Action | None:
    """The next step towards choosing `wanted`: the whole answer to a choice of one (`choose X`, in the
    engine's order), or, for a choice of several, taken a step at a time, the next wanted option not yet
    picked (`pick X`), then `done`."""
    if p.max <= 1:
        action = Action("choose", tuple(o for o in p.options if o in set(wanted)))
    else:
        action = next((Action("pick", (o,)) for o in wanted if o not in p.picked), DONE)
    return action if action in legal else None


def _keep_score(seen: Observation, card: CardView) -> float:
    """How much a card in hand is worth keeping: lands while short of five, then cheap spells."""
    lands_out = sum(1 for c in seen.battlefield if c.controller == seen.viewer and c.is_type("Land"))
    lands_hand = sum(1 for c in seen.hand if c.is_type("Land"))
    if card.is_type("Land"):
        return 6.0 if lands_out + lands_hand <= 5 else 0.5
    castable_soon = card.mana_value <= lands_out + 1
    return 3.0 + k.card_value(card) * 0.2 + (2.0 if castable_soon else 0.0)


def _bottom(seen: Observation, options: tuple[int, ...], n: int) -> list[int]:
    """103.5: which of the offered cards go to the bottom after a mulligan: keep about two lands in five."""
    offered = set(options)
    hand = [c for c in seen.hand if c.id in offered]
    lands = [c for c in hand if c.is_type("Land")]
    spells = sorted((c for c in hand if not c.is_type("Land")), key=lambda c: -c.mana_value)
    keep_lands = max(2, round((len(hand) - n) * 0.42))
    out: list[int] = []
    while len(out) < n and (lands or spells):
        if len(lands) > keep_lands or not spells:
            out.append(lands.pop().id)
        else:
            out.append(spells.pop(0).id)
    return out
