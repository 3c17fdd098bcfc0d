"""What the heuristic agent does with priority (117): play a land, burn for lethal or removal, deploy the
most mana's worth of spells, pump or protect in combat and in response, and use abilities at the end of
the opponent's turn. Each choice is a Plan: the action that starts it and the announcement's answers
(targets, X, kicker) that the agent gives while it is announced (601.2)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from lithoform.cards.mana import parse_cost
from lithoform.cards.tree import ActivatedAbility, CreateTokenCopy
from lithoform.play.agents import knowledge as k
from lithoform.play.observation import CardView, Observation, StackView
from lithoform.state.actions import PASS, Action

MAIN = ("main1", "main2")


@dataclass
class Plan:
    action: Action
    name: str
    targets: list[int] = field(default_factory=list)
    x: int | None = None
    kick: bool = False


def player_ref(index: int) -> int:
    return -index - 1


@dataclass
class Source:
    """A way to deal damage now: a burn spell in hand or a damage ability of a permanent."""

    action: Action
    card: CardView
    damage: int
    cost: int  # mana it takes
    uses: int = 1  # how often it can be used (counters on Triskelion)
    x: int | None = None
    kick: bool = False
    free: bool = False  # no card spent: an ability


def _cost(mana: str | None) -> int:
    return parse_cost(mana).mana_value if mana else 0


class Options:
    """The legal priority actions sorted by what they do."""

    def __init__(self, seen: Observation, legal: list[Action], failed: set[Action]) -> None:
        self.seen = seen
        by_id = {c.id: c for c in seen.battlefield}
        hand = {c.id: c for c in seen.hand}
        # cards a permission lets the player cast or play from elsewhere (601.3): flashback, library top, a
        # commander in the command zone (903.8)
        elsewhere = {c.id: c for c in (*seen.graveyards[seen.viewer], *seen.library_tops, *seen.command)}
        playable = {**elsewhere, **hand}
        self.plays: list[tuple[Action, CardView]] = []
        self.casts: list[tuple[Action, CardView]] = []
        self.abilities: list[tuple[Action, CardView, ActivatedAbility]] = []
        self._sources: dict[int, list[Source]] = {}  # damage_sources by mana: asked again and again
        for a in legal:
            if a in failed:
                continue
            if a.kind == "play" and a.args[0] in playable:
                self.plays.append((a, playable[int(a.args[0])]))
            elif a.kind == "cast" and a.args[0] in playable:
                self.casts.append((a, playable[int(a.args[0])]))
            elif a.kind == "activate" and len(a.args) == 2:
                card = by_id.get(int(a.args[0])) or hand.get(int(a.args[0]))
                n = int(a.args[1])
                if card is not None and 0 < n <= len(card.activated) and not card.activated[n - 1].mana:
                    self.abilities.append((a, card, card.activated[n - 1]))

    def damage_sources(self, mana: int) -> list[Source]:
        """Every way to deal damage with at most `mana`: each burn spell unkicked and kicked (702.33), with
        the largest X (107.3), and each damage ability (a card may appear more than once). The list is
        shared: callers must not change it."""
        known = self._sources.get(mana)
        if known is None:
            known = self._sources[mana] = self._damage_sources(mana)
        return known

    def _damage_sources(self, mana: int) -> list[Source]:
        out: list[Source] = []
        for a, card in self.casts:
            if not k.is_burn(card):
                continue
            spell = card.spell
            assert spell is not None
            per = k.x_per_point(card)
            x = max(0, (mana - card.mana_value) // per) if k.has_x(card) else None
            kicker = _cost(spell.kicker) if spell.kicker else None
            for kick in (False, True) if kicker is not None else (False,):
                cost = card.mana_value + (kicker or 0) * kick + (x or 0) * per
                dmg = k.damage(spell.effect, x or 0, kick)
                if dmg > 0 and cost <= mana:
                    out.append(Source(a, card, dmg, cost, x=x, kick=kick))
        for a, card, ability in self.abilities:
            dmg = k.ping_damage(ability)
            if dmg <= 0 or ability.cost.sacrifice or ability.cost.discard or ability.cost.pay_life:
                continue
            uses = 1
            for kind, n in ability.cost.remove_counters:
                uses = dict(card.counters).get(kind, 0) // n if n else 1
            cost = _cost(ability.cost.mana)
            if uses > 0 and cost <= mana:
                out.append(Source(a, card, dmg, cost, uses=uses, free=True))
        return out


def lethal_burn(seen: Observation, opts: Options) -> Plan | None:
    """Burn at the opponent's face when all the damage that can be dealt now is lethal."""
    opp = seen.opponent
    budget = seen.me.mana_available
    total, first, used = 0, None, set()
    sources = sorted(opts.damage_sources(budget), key=lambda s: (not s.free, -s.damage / max(1, s.cost)))
    for s in sources:
        if s.action in used:
            continue
        best = max((v for v in opts.damage_sources(budget) if v.action == s.action), default=None,
                   key=lambda v: v.damage * v.uses)
        if best is None:
            continue
        used.add(s.action)
        budget -= best.cost
        total += best.damage * best.uses
        first = first or best
    if first is None or total < opp.life:
        return None
    return Plan(first.action, first.card.name, [player_ref(opp.index)], first.x, first.kick)


def removal(seen: Observation, opts: Options, free_only: bool = False) -> Plan | None:
    """Aim burn at the best creature it kills: free pings first, then the cheapest burn that does it."""
    budget = seen.me.mana_available
    targets = [c for c in seen.battlefield if c.controller != seen.viewer and c.is_type("Creature")
               and not {"hexproof", "indestructible", "shroud"} & set(c.keywords)]
    best: tuple[float, Plan] | None = None
    for s in opts.damage_sources(budget):
        if free_only and not s.free:
            continue
        for t in targets:
            need = t.lethal_left
            x, cost = s.x, s.cost
            if k.has_x(s.card) and s.card.spell is not None:
                if need > (s.x or 0):
                    continue
                x, cost = need, s.card.mana_value + need * k.x_per_point(s.card)
            elif s.damage < need:
                continue
            if s.uses == 1 and dict(s.card.counters).get("+1/+1", 0) == 1 and s.card.is_type("Creature") \
                    and (s.card.toughness or 0) <= 1:
                continue  # don't shoot the last counter off a creature that would then die
            value = k.creature_value(t)
            if not s.free and value < 2.5:
                continue
            score = value - 0.6 * cost - 0.3 * max(0, s.damage - need) + (3 if s.free else 0)
            if best is None or score > best[0]:
                best = (score, Plan(s.action, s.card.name, [t.id], x, s.kick))
    return best[1] if best else None


def best_land(seen: Observation, opts: Options) -> Action | None:
    """305.1: play the land that gives a color the hand needs and the lands in play don't make."""
    if not opts.plays:
        return None
    have = set()
    for c in seen.battlefield:
        if c.controller == seen.viewer:
            have |= _colors_made(c)
    needed: dict[str, int] = {}
    for c in seen.hand:
        for color in "WUBRG":
            if f"{{{color}}}" in c.mana_cost:
                needed[color] = needed.get(color, 0) + 1

    def score(item: tuple[Action, CardView]) -> tuple[int, int]:
        made = _colors_made(item[1])
        return sum(needed.get(col, 0) for col in made - have), sum(needed.get(col, 0) for col in made)

    return max(opts.plays, key=score)[0]


def _colors_made(card: CardView) -> set[str]:
    out = set()
    for a in card.activated:
        if a.mana:
            for option in getattr(a.effect, "options", ()):
                out |= {ch for ch in option if ch in "WUBRG"}
    return out


def deploy(seen: Observation, opts: Options) -> Plan | None:
    """Cast what it can afford using the most mana (a small knapsack over the castable spells); haste
    creatures and non-creature spells go before combat, other creatures after it."""
    budget = seen.me.mana_available
    items: list[tuple[Action, CardView, int]] = []
    for a, card in opts.casts:
        if k.is_burn(card) or card.is_type("Instant") or card.is_type("Land"):
            continue  # burn is aimed by `removal`/`lethal_burn`; instants are held as tricks
        if k.has_x(card):
            per = k.x_per_point(card)
            if budget - card.mana_value < per:
                continue  # X = 0 would be a waste (a 0/0 Walking Ballista)
            items.append((a, card, card.mana_value + per))
        else:
            items.append((a, card, card.mana_value))
    if not items:
        return None
    items = sorted(items, key=lambda i: -i[2])[:10]
    best: tuple[tuple[int, float], tuple] = ((0, 0.0), ())
    for r in range(1, len(items) + 1):
        for combo in itertools.combinations(items, r):
            cost = sum(i[2] for i in combo)
            if cost > budget:
                continue
            key = (cost, sum(k.card_value(i[1]) for i in combo))
            if key > best[0]:
                best = (key, combo)
    chosen = list(best[1])
    if not chosen:
        return None
    fixed = [i for i in chosen if not k.has_x(i[1])]
    ordered = sorted(fixed, key=lambda i: -i[2]) + [i for i in chosen if k.has_x(i[1])]
    if seen.step == "main1":
        ordered = [i for i in ordered if not i[1].is_type("Creature") or "haste" in i[1].keywords]
    if not ordered:
        return None
    a, card, cost = ordered[0]
    x = None
    if k.has_x(card):
        spare = budget - sum(i[2] for i in fixed)
        x = max(1, (spare - card.mana_value) // k.x_per_point(card))
    return Plan(a, card.name, [], x)


def copy_best(seen: Observation, opts: Options) -> Plan | None:
    """Abilities that copy a creature (Kiki-Jiki): the best one we control, before combat."""

    mine = [c for c in seen.battlefield if c.controller == seen.viewer and c.is_type("Creature")
            and "Legendary" not in c.supertypes]
    for a, card, ability in opts.abilities:
        if any(isinstance(e, CreateTokenCopy) for e in k.effects(ability.effect)) and mine:
            target = max(mine, key=k.creature_value)
            return Plan(a, card.name, [target.id])
    return None


def end_of_turn(seen: Observation, opts: Options) -> Plan | None:
    """At the end of the opponent's turn: {T} pings (a creature they kill, else the face), then tokens
    and counters bought with the mana that would go unused."""
    for a, card, ability in opts.abilities:
        if ability.cost.tap and k.ping_damage(ability) and not ability.cost.sacrifice:
            dmg = k.ping_damage(ability)
            kill = [c for c in seen.battlefield if c.controller != seen.viewer and c.is_type("Creature")
                    and c.lethal_left <= dmg and "indestructible" not in c.keywords]
            target = max(kill, key=k.creature_value).id if kill else player_ref(seen.opponent.index)
            return Plan(a, card.name, [target])
    for a, card, ability in sorted(opts.abilities, key=lambda i: -_cost(i[2].cost.mana)):
        cost = ability.cost
        if ability.targets or cost.sacrifice or cost.remove_counters or ability.zone != "battlefield":
            continue
        if _cost(ability.cost.mana) <= seen.me.mana_available and _cost(ability.cost.mana) > 0:
            return Plan(a, card.name)
    return None


def combat_trick(seen: Observation, opts: Options) -> Plan | None:
    """After blocks (509): a pump or protection spell on a creature of ours whose fight it turns, or on an
    unblocked attacker when the extra damage is lethal."""
    if seen.combat is None:
        return None
    by_id = {c.id: c for c in seen.battlefield}
    tricks = [(a, card) for a, card in opts.casts if card.spell is not None and k.helpful(card.spell.effect)
              and (k.pump(card.spell.effect) != (0, 0) or k.protects(card.spell.effect))]
    if not tricks:
        return None
    pairs: list[tuple[CardView, CardView]] = []
    for b, a in seen.combat.blockers:
        if b in by_id and a in by_id:
            ours = by_id[b].controller == seen.viewer
            mine, theirs = (by_id[b], by_id[a]) if ours else (by_id[a], by_id[b])
            if mine.controller == seen.viewer:
                pairs.append((mine, theirs))
    for a_card, card in tricks:
        assert card.spell is not None
        bonus = k.pump(card.spell.effect)
        for mine, theirs in pairs:
            dies, kills = k.fight(mine, theirs)
            if k.protects(card.spell.effect):
                if dies:
                    return Plan(a_card, card.name, [mine.id])
                continue
            dies2, kills2 = k.fight(mine, theirs, a_bonus=bonus)
            if (dies and not dies2) or (not kills and kills2):
                return Plan(a_card, card.name, [mine.id])
        if seen.active == seen.viewer and bonus[0] > 0:
            blocked = {a for _, a in seen.combat.blockers}
            free = [by_id[a] for a, _ in seen.combat.attackers if a in by_id and a not in blocked]
            if free and sum(c.power or 0 for c in free) + bonus[0] >= seen.opponent.life:
                return Plan(a_card, card.name, [free[0].id])
    return None


def respond(seen: Observation, opts: Options) -> Plan | None:
    """The opponent's spell or ability on top of the stack: save the creature it would kill (pump or
    protection), or counter the spell if it matters."""
    top: StackView = seen.stack[-1]
    by_id = {c.id: c for c in seen.battlefield}
    threatened = [by_id[t] for slot in top.targets for t in slot
                  if t in by_id and by_id[t].controller == seen.viewer]
    dmg = k.damage(top.effect, top.x or 0, top.kicked)
    harmful = not k.helpful(top.effect)
    for victim in threatened:
        if not harmful or (dmg and dmg < victim.lethal_left):
            continue
        for a, card in opts.casts:
            if card.spell is None or not k.helpful(card.spell.effect):
                continue
            saves = dmg and victim.lethal_left + k.pump(card.spell.effect)[1] > dmg
            if k.protects(card.spell.effect) or saves:
                return Plan(a, card.name, [victim.id])
        pings = [(a, c, ab) for a, c, ab in opts.abilities if c.id == victim.id and k.ping_damage(ab)
                 and ab.cost.remove_counters]
        if pings:  # it dies anyway: fire its counters first
            a, c, ab = pings[0]
            kill = [o for o in seen.battlefield if o.controller != seen.viewer and o.is_type("Creature")
                    and o.lethal_left <= k.ping_damage(ab)]
            target = max(kill, key=k.creature_value).id if kill else player_ref(seen.opponent.index)
            return Plan(a, c.name, [target])
    if top.kind == "spell" and harmful or (top.kind == "spell" and dmg >= seen.me.life):
        for a, card in opts.casts:
            if card.spell is not None and k.counters_spells(card.spell.effect):
                return Plan(a, card.name, [top.id])
    return None


def choose_priority(seen: Observation, legal: list[Action], failed: set[Action]) -> Plan | Action:
    """The priority decision: a Plan to start, or PASS."""
    opts = Options(seen, legal, failed)
    me = seen.viewer
    if seen.stack:
        if seen.stack[-1].controller == me:
            return PASS  # let our own spell resolve
        plan = lethal_burn(seen, opts) or respond(seen, opts)
        return plan or PASS
    plan = lethal_burn(seen, opts)
    if plan:
        return plan
    if seen.active == me and seen.step in MAIN:
        land = best_land(seen, opts)
        if land is not None:
            return land
        plan = removal(seen, opts) or (copy_best(seen, opts) if seen.step == "main1" else None) \
            or deploy(seen, opts)
        if plan is None and seen.step == "main2":
            plan = _overflow_burn(seen, opts)
        return plan or PASS
    if seen.step == "declare_blockers":
        plan = combat_trick(seen, opts)
        if plan:
            return plan
    if seen.active != me and seen.step == "end":
        return removal(seen, opts, free_only=True) or end_of_turn(seen, opts) or PASS
    return PASS


def _overflow_burn(seen: Observation, opts: Options) -> Plan | None:
    """A burn spell with no creature worth it goes at the face rather than be discarded at cleanup."""
    if seen.me.hand_size < 7:
        return None
    for s in opts.damage_sources(seen.me.mana_available):
        if not s.free and s.cost <= seen.me.mana_available:
            return Plan(s.action, s.card.name, [player_ref(seen.opponent.index)], s.x, s.kick)
    return None
