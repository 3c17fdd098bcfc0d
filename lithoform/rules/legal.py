"""The legal actions for the pending decision, generated lazily (GUIDE: python-chess's legal_moves).

Timing: 117.1a (instants any time with priority; other spells in the active player's main phase with an
empty stack, 307.1), 305.1-305.2 (lands: sorcery timing, one per turn), 602.5 (activation restrictions),
605.3a (mana abilities whenever the player has priority or is paying).
"""

from __future__ import annotations

import itertools
import operator
import os
from collections.abc import Iterator
from typing import Any

import msgspec

from lithoform.cards.mana import ManaCost, least_mana, mana_units, parse_cost, pay_from_pool, phyrexian_count
from lithoform.cards.mana_abilities import mana_part, options_from_state
from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import (
    LOYALTY_AT_INSTANT_SPEED,
    ActivatedAbility,
    AddMana,
    Cost,
    SpellAbility,
)
from lithoform.catalog.registry import DEFS, get_def
from lithoform.rules import counter_removal_costs as counter_costs
from lithoform.rules.activation_limits import activation_banned, used_this_turn
from lithoform.rules.combat.steps import legal as combat_legal
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import (
    chars,
    combined_face,
    face_of,
    from_battlefield_chars,
    printed_chars,
)
from lithoform.rules.continuous.filters import matches
from lithoform.rules.graveyard_abilities import graveyard_activators
from lithoform.rules.hooks import (
    ALTERNATIVE_COST_BARRED,
    CAST_AS_THOUGH_FLASH,
    CAST_BANS,
    CAST_X_BANS,
    COST_PAID_OTHERWISE,
    HALF_CAST_BANS,
    LAND_PLAY_BANS,
    MANA_SPEND_BANNED,
    PAYMENT_ACTIONS,
    SPECIAL_ACTIONS,
    SPEND_AS_ANY_COLOR,
    SPLIT_FUSED,
    STEP_READERS,
)
from lithoform.rules.object_costs import object_cost_payable
from lithoform.rules.payment import (
    SPEND_ANY,
    PaymentError,
    activate_mana_ability,
    autopay_plan,
    can_tap_for_cost,
    castability_sources,
    hand_mana_sources,
    has_sacrifice_candidate,
    made_options,
    mana_ability_sources,
    mana_costed_sources,
    mana_index_flags,
    plain_cost,
    potential_mana,
    sacrifice_candidates,
    snow_source,
    source_spendable,
    summoning_sick,
    tap_candidates_for_mana,
    tapped_for_mana_extras,
    usable_pool,
)
from lithoform.rules.present import HAND_MANA_ABILITY, present_kinds
from lithoform.rules.priority import pending, unplaced_triggers
from lithoform.rules.stack import announce
from lithoform.rules.stack.permissions import CHOSEN_FACE_LAYOUTS, Permission, permissions, spends_as_any_type
from lithoform.rules.stack.targets import candidates
from lithoform.rules.stack.targets import targets_possible as _targets_possible
from lithoform.rules.turn.land_plays import can_play_another_land
from lithoform.rules.turn.start import mulligan_actions
from lithoform.rules.turn.steps import MAIN_PHASES
from lithoform.state.actions import PASS, Action
from lithoform.state.decisions import Pending
from lithoform.state.model import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Choices,
    GameState,
    Obj,
    StackAbility,
    zone_key,
)

CANCEL = Action("cancel")
DONE = Action("done")


CONCEDE = Action("concede")
_FACED = (*SPLIT_LAYOUTS, "modal_dfc", "adventure")  # 709.3, 712.11b, 715.3: one face is chosen as it is cast


def legal_actions(state: GameState) -> Iterator[Action]:
    """The pending player's legal actions; conceding (104.3a) is always among them, last."""
    p = pending(state)
    if p.kind == "game_over":
        return iter(())
    return itertools.chain(_for_pending(state, p), (CONCEDE,))


def _for_pending(state: GameState, p: Pending) -> Iterator[Action]:
    kind = p.kind
    if kind == "priority":
        return _priority(state, p.player)
    if kind in ("choose",):
        return _choose(p)
    if kind == "order":
        return (Action("order", (n,)) for n in p.options)  # 603.3b: the next one; see compact_steps
    if kind == "new_targets":

        return (Action("choose", (r,)) for r in p.options)  # 707.10c: this position's target
    if kind == "amount":
        return (Action("choose", (n,)) for n in p.options)
    if kind == "mulligan":  # 103.5: declare; 103.5b: or first take an action a card allows then (Serum Powder)
        return itertools.chain((Action("yes"), Action("no")),
                               (Action("choose", (oid,)) for oid in mulligan_actions(state, p.player)))
    if kind == "may":
        return iter((Action("yes"), Action("no")))
    if kind in ("attackers", "blockers", "damage"):

        return combat_legal(state, p)
    return _ANNOUNCE[kind](state, p)


# --- priority ------------------------------------------------------------------------------------------


def sorcery_timing(state: GameState, player: int) -> bool:
    """307.1: the active player's main phase, with an empty stack."""
    return player == state.active and state.step in MAIN_PHASES and not state.zones[STACK]


_ASKED = (0, None, SPEND_ANY)  # _Payability's `asked` by default: no card excluded, the hand's sources found, any spend


class _Payability:
    """Whether costs can be paid, computed once per listing: the mana sources are found once and each
    distinct cost is planned once. Whether a cost can be paid depends only on the cost, the colors in the
    pool, the player's life (Phyrexian mana, 119.4) and the mana each source could make (its options, and
    whether a sacrifice or life is part of its cost), not on which objects the sources are: so the answers
    are kept across listings by those (`_PAYABLE`; issue 13: most listings ask the same questions again)."""

    __slots__ = ("state", "player", "sources", "potential", "memo", "key", "costed", "supply", "asked", "restricted")

    def __init__(self, state: GameState, player: int, sources: list | None = None,
                 asked: tuple[int, list | None, int] = _ASKED) -> None:
        self.state = state
        self.player = player
        # (what the payment step would offer, castability_sources, is found on the first question, _prepare)
        self.sources = mana_ability_sources(state, player) if sources is None else sources
        # (a card being cast, whose own hand mana ability can't pay for it, 601.2a; hand_mana_sources' answer
        # when the listing has it; what the mana is for, 106.6: a card about to be cast, or SPEND_ANY).
        # `restricted` (mana that may be spent only on some costs is at hand) is found by _prepare.
        self.asked = asked
        self.memo = self.EMPTY  # the answers by cost, shared with every listing of the same key (_PAYABLE)
        self.supply: dict[str, int] | None = None  # (_short_of_a_color's, found on its first question)
        # The key, the potential mana and the costed sources are found on the first question (_answers):
        # most listings ask none (issue 13: the other player's priority, with no instant in hand).
        self.key: tuple | None = None
        self.potential = 0
        self.costed: list = []

    def _prepare(self) -> tuple:
        state, player = self.state, self.player
        # 601.2g: each mana ability as often as the payment step would let it be activated (an altar once for
        # each creature, a Spirit Guide in hand), not an instant-speed one (605.3a)
        flags = mana_index_flags(state)
        excluded, hand, spend = self.asked
        self.sources = castability_sources(state, player, self.sources, excluded, hand, flags.special)
        p = state.players[player]
        pool = p.pool
        self.restricted = flags.restricted or (bool(pool) and any(m.only for m in pool))
        if spend != SPEND_ANY and self.restricted:  # 106.6: only the mana that may pay for this card
            pool = tuple(usable_pool(state, player, spend)[0])
            self.sources = [s for s in self.sources if source_spendable(state, s, spend)]
        extras = tapped_for_mana_extras(state)  # 106.12a: Utopia Sprawl's mana with its Forest's
        # (potential_mana's answer and each source's part of the key, in one pass over the sources)
        potential = len(pool)
        # auto_mana: mana abilities with mana in their cost (Castle Garenbrig), their cost made by the others
        self.costed = costed = mana_costed_sources(state, player) if state.auto_mana else []
        # The mana types of the pool and of each source that makes one fixed amount for {T} alone: each such
        # source is to the auto-payer as its mana in the pool would be (106.4, 605.3a: one activation, no other
        # cost or choice; restrictions, 106.6, don't count here, SPEND_ANY; snow, 107.4h, is in _asked). So a
        # land tapped for mana leaves the key as it was (issue 13: every mana ability asked every cast again).
        # Not with a costed source (its trial pays its cost from the pool itself).
        supply = [m.type for m in pool]
        parts = []
        # 107.5, 118.3: a permanent's several {T} mana abilities (a painland's) are one source: one is activated
        several = flags.several
        sources = self.sources
        groups: dict[int, list] = {}
        if several:
            for o, _n, a in sources:
                if a.cost.tap and o in several and (part := _source_part(state, player, o, a)) is not None:
                    groups.setdefault(o, []).append(part)
            sources = [s for s in sources if not (s[2].cost.tap and s[0] in several)]
        for o, _n, a in sources:
            part = _source_part(state, player, o, a)
            if part is None:
                continue
            if a.cost.tap and extras and (more := extras.get(o)):
                parts.append(part[0][:-1] + (more,))
                potential += part[1] + sum(len(mana_units(m, 0)) for m in more)
            else:
                if part[2] is not None and not costed:
                    supply.extend(part[2])
                else:
                    parts.append(part[0])
                potential += part[1]
        if groups:  # one of the permanent's abilities is activated: the most mana one of them makes counts
            for o, group in groups.items():
                more = extras.get(o, ()) if extras else ()
                parts.append(("one of", tuple([g[0] for g in group]), any(g[0][2] for g in group), more, ()))
                potential += max(g[1] for g in group) + sum(len(mana_units(m, 0)) for m in more)
        self.potential = potential
        # The life total matters to a source with life in its cost (119.4) and to a costed source's trial;
        # otherwise only to Phyrexian symbols, whose answers keep it (_asked): most listings come after a
        # change of life (combat damage) and ask the same questions again (issue 13).
        life = p.life if self.costed or any(part[2] for part in parts) else None
        supply.sort()
        key: tuple = (tuple(supply), life, tuple(parts))
        if self.costed:
            key += (tuple([(made_options(state, player, o, a), a.cost.mana) for o, _n, a in self.costed]),)
            self.potential += sum(max(0, max(len(mana_units(m, 0)) for m in made_options(state, player, o, a))
                                      - parse_cost(a.cost.mana).mana_value) for o, _n, a in self.costed)
        self.key = key
        return key

    def _as_paid(self, cost: ManaCost) -> ManaCost:
        """609.4b: the cost as the player may pay it: with mana spent as though it were of any color (Mycosynth
        Lattice), any mana pays a colored symbol."""
        fns = SPEND_AS_ANY_COLOR.now(self.state)
        if fns and any(fn(self.state, self.player) for fn in fns):
            return cost.as_any_color()
        return cost

    def can_pay(self, cost: ManaCost) -> bool:
        if cost.is_zero():
            return True
        cost = self._as_paid(cost)
        memo = self.memo if self.memo is not self.EMPTY else self._answers()
        asked = self._asked(cost)
        known = memo.get(asked)
        if known is None:
            known = memo[asked] = self._can_pay(cost)
        elif CHECK_INCREMENTAL and known != self._can_pay(cost):  # (the tests: a kept answer is a fresh one)
            raise IncrementalListingError(f"a kept answer for paying {cost} differs from a fresh one: kept {known}")
        return known

    def for_card(self, oid: int) -> _Payability:
        """106.6: the answers for casting the card `oid` when some mana at hand may be spent only on some spells
        (Cavern of Souls' 'only to cast a creature spell of the chosen type', Eldrazi Temple's): this one when
        there is none (the usual case)."""
        if self.memo is self.EMPTY:
            self._answers()
        if not self.restricted or self.asked[2] == oid:
            return self
        return _Payability(self.state, self.player, None, (self.asked[0], self.asked[1], oid))

    def known_unpayable(self, cost: ManaCost) -> bool:
        """Whether an earlier question with the same key found the cost can't be paid (nothing is planned)."""
        memo = self.memo if self.memo is not self.EMPTY else self._answers()
        return memo.get(self._asked(self._as_paid(cost))) is False

    def _asked(self, cost: ManaCost) -> ManaCost | tuple:
        """The cost as the answers are kept: with the player's life when the key leaves it out and a
        Phyrexian symbol may be paid with 2 life (107.4f, 119.4); with which pool mana and sources are snow
        when {S} is in it (107.4h: the key's mana types don't say)."""
        flags = _COST_FLAGS.get(cost)
        if flags is None:
            if len(_COST_FLAGS) >= 8192:
                _COST_FLAGS.clear()
            flags = _COST_FLAGS[cost] = (phyrexian_count(cost) > 0, "S" in cost.symbols)
        if not (flags[0] or flags[1]):
            return cost
        extra: tuple = (cost,)
        if flags[0] and self.key[1] is None:  # type: ignore[index]
            extra += (self.state.players[self.player].life,)
        if flags[1]:
            state = self.state
            extra += (tuple([m.snow for m in state.players[self.player].pool]),
                      tuple([snow_source(state, oid) for oid, _n, _a in self.sources]))
        return extra

    def _answers(self) -> dict[ManaCost | tuple, bool]:
        """The first question: the key is found, and the answers kept for it (hashed once)."""
        key = self._prepare()
        self.memo = _PAYABLE.get(key) or {}
        if not self.memo:
            if len(_PAYABLE) >= 2_000:
                _PAYABLE.clear()
            _PAYABLE[key] = self.memo
        return self.memo

    EMPTY: dict[ManaCost | tuple, bool] = {}  # (never written: replaced on the first question)

    def _can_pay(self, cost: ManaCost) -> bool:
        if self.potential < least_mana(cost):
            return False
        if not self.costed and self._short_of_a_color(cost):
            return False
        if autopay_plan(self.state, self.player, cost, self.sources, include_sacrifice=True,
                        spend=self.asked[2]) is not None:  # 601.2, 106.6 (for_card)
            return True  # (the player may need to activate a 'Sacrifice ~' source, a Treasure, by hand)
        if self.costed and self._can_pay_with_costed(cost):
            return True
        # Sacrifice-cost mana sources are left out of the auto-payer; count them for generic costs only.
        return not cost.symbols and self.potential >= cost.mana_value

    def _short_of_a_color(self, cost: ManaCost) -> bool:
        """Whether a colored or {C} symbol of the cost (107.4b-c: paid only by mana of that type) outnumbers
        the mana of that type the pool holds and every source could make at most, each source activated
        once (106.4): a quick 'no' before the auto-payer's search. It overcounts (mana that couldn't be spent
        on it, 106.6, sources the auto-payer leaves out), so it never says no to a payable cost."""
        needs: dict[str, int] = {}
        for symbol in cost.symbols:
            if symbol in _ONE_TYPE:
                needs[symbol] = needs.get(symbol, 0) + 1
        if not needs:
            return False
        supply = self.supply
        if supply is None:
            supply = self.supply = _most_of_each_type(self.state, self.player, self.sources)
        return any(supply.get(t, 0) < n for t, n in needs.items())

    def _can_pay_with_costed(self, cost: ManaCost) -> bool:
        """605.3a (auto_mana): the cost paid after one mana ability with mana in its cost is activated, its own
        cost made by the other sources: tried on a copy of the state."""
        for oid, n, ability in self.costed:
            options = made_options(self.state, self.player, oid, ability)
            for option in options:
                trial = self.state.clone()
                try:
                    activate_mana_ability(trial, self.player, oid, n, option if len(options) > 1 else None, ())
                except PaymentError:
                    continue
                if autopay_plan(trial, self.player, cost, None, include_sacrifice=True,
                                spend=self.asked[2]) is not None:
                    return True
        return False


_PAYABLE: dict[tuple, dict[ManaCost | tuple, bool]] = {}  # _Payability's key -> its answers
_COST_FLAGS: dict[ManaCost, tuple[bool, bool]] = {}  # whether a cost has a Phyrexian symbol (107.4f), {S} (107.4h)
_ONE_TYPE = frozenset("WUBRGC")  # the symbols one type of mana alone pays (107.4b-c; {S} is any snow mana)


def _most_of_each_type(state: GameState, player: int, sources: list) -> dict[str, int]:
    """The most mana of each type the player could have: the pool's, plus for each source the most of that
    type one activation makes (any of its options) and the mana tapping it for mana adds (106.12a)."""
    counts: dict[str, int] = {}
    for m in state.players[player].pool:
        counts[m.type] = counts.get(m.type, 0) + 1
    extras = tapped_for_mana_extras(state)
    for oid, _n, ability in sources:
        best: dict[str, int] = {}
        for option in made_options(state, player, oid, ability):
            made: dict[str, int] = {}
            for unit in mana_units(option, 0):
                made[unit.type] = made.get(unit.type, 0) + 1
            for t, n in made.items():
                if n > best.get(t, 0):
                    best[t] = n
        if ability.cost.tap:
            for more in extras.get(oid, ()):
                for unit in mana_units(more, 0):
                    best[unit.type] = best.get(unit.type, 0) + 1
        for t, n in best.items():
            counts[t] = counts.get(t, 0) + n
    return counts


def _source_part(state: GameState, player: int, oid: int,
                 ability: ActivatedAbility) -> tuple[tuple, int, tuple[str, ...] | None] | None:
    """A mana source's part of _Payability's key (the mana it could make, option by option, whether a
    sacrifice, life or tapping others is part of its cost, and () for the extras of 106.12a, which the
    caller puts in), the most mana one activation gains (potential_mana) and, for a source whose cost is {T}
    alone (payment._plain) with one option, the types of the mana it makes (else None); None if it makes
    none now.
    For a plain 'Add ...' (AddMana: made_options is the ability's own options) found once per ability, by
    identity: abilities are immutable parts of definitions (issue 13: asked for every source in every
    listing)."""
    plain = isinstance(ability.effect, AddMana)
    if plain:
        known = _SOURCE_PARTS.get(id(ability))
        if known is not None and known[0] is ability:
            return known[1]
    made = made_options(state, player, oid, ability)
    part: tuple[tuple, int, tuple[str, ...] | None] | None = None
    if made:
        cost = ability.cost
        most = max(len(mana_units(o, 0)) for o in made)
        if cost.mana:  # it spends pool mana to make its own (605.3a): only the gain counts
            most = max(0, most - parse_cost(cost.mana).mana_value)
        fixed = tuple([m.type for m in mana_units(made[0], 0)]) \
            if len(made) == 1 and cost.tap and plain_cost(cost) else None
        part = ((made, tuple([s.this for s in cost.sacrifice]), bool(cost.pay_life), bool(cost.tap_others), ()),
                most, fixed)
    if plain:
        if len(_SOURCE_PARTS) >= 8192:
            _SOURCE_PARTS.clear()
        _SOURCE_PARTS[id(ability)] = (ability, part)
    return part


_SOURCE_PARTS: dict[int, tuple[ActivatedAbility, tuple[tuple, int, tuple[str, ...] | None] | None]] = {}


def _priority(state: GameState, player: int) -> Iterator[Action]:
    """The priority actions, cached until objects or players change (`GameState.version`) or anything else
    they are worked out from: the turn, step and active player (timing, 117.1a, 307.1; 'activate only
    during combat', 'only once each turn', 602.5b), combat (what is attacking or blocking, 506.4) and the
    continuous effects (a 'can't' or a cost change; by identity, as the tuple is replaced when it changes).
    Issue 18: a vigilant attacker, declared without being tapped, changed no object, and the actions of the
    step before were listed again.

    Issue 13: most listings are the same as the player's previous one (after both pass and the step changes,
    or after a change to the other player's library). So the player's last listing is kept with what it was
    worked out from (`_Depends`) and reused when none of that changed, whatever the version and the step:
    the step is read by the timing rule alone (sorcery_timing, 307.1), which is in the key. One is kept for
    each timing, so a turn's second main phase finds its first one's listing, and its end step its
    beginning of combat's.
    `CHECK_INCREMENTAL` (env LITHOFORM_CHECK_LEGAL=1, on in the tests) compares each reuse with a fresh
    listing.

    What a listing depends on costs a look at every object the player can see, and in random play only a
    few percent of listings hold again (a land tapped, a creature declared): after `_MISSES_BEFORE_PAUSE`
    misses in a row for a timing it is recorded only for every `_PROBE_EVERY`-th listing, until one holds
    again. Which listings are reused changes only the speed: a reused listing equals a fresh one."""
    sorcery_ok = sorcery_timing(state, player)
    stack = state.zones[STACK]
    # 500.1: the step beyond the timing (in `sorcery_ok`) and combat (in `_combat_sig`) is read only by a
    # restriction naming steps (STEP_READERS): in a game without one, a listing is kept across steps
    step = state.step if STEP_READERS.now(state) else None
    key = ("priority", player, state.version, state.turn, step, state.active, sorcery_ok, stack, state.combat,
           state.auto_mana, state.combat is not None and _combat_sig(state)[-1])
    memo = state.memo
    hit = memo.get(key)
    if hit is not None and hit[0] is state.effects:
        if CHECK_INCREMENTAL:
            _check_listing(state, player, hit[1])
        return iter(hit[1])
    last_key = ("priority-last", player, sorcery_ok)  # one per timing: main phase, then combat, then main
    last = memo.get(last_key)
    reused, seen, misses = False, None, 0  # (_seen's answer, found at most once here)
    if last is not None:
        depends = last[0]
        if depends is not None:
            depends.found = None
            if depends.holds(state, player, sorcery_ok, step):
                listing, reused = last[1], True
                if CHECK_INCREMENTAL:
                    _check_listing(state, player, listing)
            else:
                seen = depends.found
        if not reused:
            misses = last[2] + 1
    if not reused:
        listing = tuple(_priority_fresh(state, player))
        record = misses < _MISSES_BEFORE_PAUSE or misses % _PROBE_EVERY == 0
        last = (_Depends(state, player, sorcery_ok, step, seen) if record else None, listing, misses)
    if len(memo) > 64:
        memo.clear()
    memo[key] = (state.effects, listing)
    memo[last_key] = last
    return iter(listing)


CHECK_INCREMENTAL = os.environ.get("LITHOFORM_CHECK_LEGAL", "") not in ("", "0")
# (tuned on random play, w20-speed: 1 and 16 cost 1.6-1.7% fewer bytecodes per action than 3 and 4, on the
# benchmark's games and on four other seeds alike: a listing rarely holds again after a miss)
_MISSES_BEFORE_PAUSE = 1
_PROBE_EVERY = 16


class IncrementalListingError(Exception):
    """A reused priority listing differs from a fresh one: something it depends on is missing from
    `_Depends` (a bug in the cache, never in the game)."""


def _check_listing(state: GameState, player: int, listing: tuple[Action, ...]) -> None:
    fresh = tuple(_priority_fresh(state, player))
    if fresh != listing:
        raise IncrementalListingError(
            f"the reused priority listing of P{player + 1} differs from a fresh one at turn {state.turn}, "
            f"{state.step}: reused {[str(a) for a in listing]}, fresh {[str(a) for a in fresh]}")


class _Depends:
    """What a priority listing is worked out from, besides the player: the player's own record (life, mana
    pool, land plays, 302.6's turn began), every player's life, the objects the player can see or target
    (permanents, stacks, graveyards, exile, command, their own hand; each record by identity), the zones
    holding them and their own library (its top may be playable, 601.3), the number of cards in hidden
    zones, the turn, active player, step and timing (307.1; 'activate only during your upkeep', 602.5b, and
    'cast only during combat' read the step: kept only in a game with such a restriction, STEP_READERS), what is attacking and blocking (506.4), the continuous effects, the
    links between abilities (607) and day or night (731). Not the other players' hands and libraries (hidden,
    400.2), nor their mana pools."""

    __slots__ = ("turn", "active", "step", "sorcery_ok", "effects", "combat", "me", "lives", "zones", "objects",
                 "hidden", "links", "day_night", "auto_mana", "found", "player_counters")

    def __init__(self, state: GameState, player: int, sorcery_ok: bool, step: str | None,
                 seen: tuple | None = None) -> None:
        self.turn = state.turn
        self.active = state.active
        self.step = step  # None in a game where no restriction reads the step (STEP_READERS)
        self.sorcery_ok = sorcery_ok
        self.effects = state.effects
        self.combat = _combat_sig(state)
        self.me = state.players[player]
        self.lives = tuple([(p.life, p.lost) for p in state.players])
        self.zones, self.objects, self.hidden = seen or _seen(state, player)
        self.links = state.links
        self.day_night = state.day_night
        self.auto_mana = state.auto_mana
        self.found: tuple | None = None
        self.player_counters = state.player_counters  # energy pays costs (107.14)

    def holds(self, state: GameState, player: int, sorcery_ok: bool, step: str | None) -> bool:
        """Whether the listing still holds; `found` keeps _seen's answer if it was worked out."""
        if not (self.sorcery_ok == sorcery_ok and self.turn == state.turn and self.active == state.active
                and self.step == step and self.effects is state.effects and self.me == state.players[player]
                and self.links == state.links and self.day_night == state.day_night
                and self.auto_mana == state.auto_mana and self.player_counters == state.player_counters
                and self.combat == _combat_sig(state)
                and self.lives == tuple([(p.life, p.lost) for p in state.players])):
            return False
        found = self.found = _seen(state, player)
        zones, objects, hidden = found
        return self.zones == zones and self.hidden == hidden and self.objects == objects


def _combat_sig(state: GameState) -> tuple:
    combat = state.combat
    if combat is None:
        return ((), ())
    # 509.1h: whether attackers are unblocked yet (ninjutsu's cost) depends on the blockers' declaration
    return (combat.attackers, combat.blockers, combat.blocked, combat.stage,
            state.step in ("declare_blockers", "combat_damage", "end_of_combat"))


_SEEN_KEYS: dict[tuple[int, int], tuple[tuple[str, ...], tuple[str, ...]]] = {}


def _seen(state: GameState, player: int) -> tuple[tuple, tuple, tuple]:
    """The zones a player's listing can look into (their library last: only its ids count), the objects in
    them but the library, and the sizes of the zones hidden from them."""
    n = len(state.players)
    keys = _SEEN_KEYS.get((player, n))
    if keys is None:
        open_ = [BATTLEFIELD, STACK, EXILE, COMMAND, zone_key(HAND, player)]
        open_ += [zone_key(GRAVEYARD, p) for p in range(n)] + [zone_key(LIBRARY, player)]
        hidden = [zone_key(LIBRARY, p) for p in range(n) if p != player]
        hidden += [zone_key(HAND, p) for p in range(n) if p != player]
        keys = _SEEN_KEYS[(player, n)] = (tuple(open_), tuple(hidden))
    z = state.zones
    zones = tuple([z.get(k, ()) for k in keys[0]])
    objects = tuple(map(state.objects.__getitem__, itertools.chain.from_iterable(zones[:-1])))
    return zones, objects, tuple([len(z.get(k, ())) for k in keys[1]])


def _priority_fresh(state: GameState, player: int) -> Iterator[Action]:
    yield PASS
    sources = mana_ability_sources(state, player)
    if not state.auto_mana:  # (the game option: mana is made as a cost is paid, `autopay`)
        yield from _mana_actions_of(state, player, sources)
    # 113.6m, 605.3a: the hand's mana abilities (a Spirit Guide), offered in both modes: the auto-payer spends
    # no card, so the player floats that mana before casting
    hand_sources = hand_mana_sources(state, player)
    yield from _mana_ability_actions(state, player, hand_sources)
    pay = _Payability(state, player, sources, (0, hand_sources, SPEND_ANY))
    sorcery_ok = sorcery_timing(state, player)
    hand = state.zones[zone_key(HAND, player)]
    kinds = present_kinds(state)
    flash_fns = CAST_AS_THOUGH_FLASH.active(kinds)  # (asked once per listing: usually none)
    objects = state.objects
    offered = _hand_kinds(state, hand)
    activators = offered[2]  # the hand's cards with an activated ability that functions there (113.6m), in order
    # (at instant speed, with no permission to cast as though with flash, only the cards that may be cast or
    # played then are looked at: 117.1a, 305.2, 307.1)
    for oid, kind in offered[0] if sorcery_ok or flash_fns else offered[1]:
        if kind == _MODAL:  # 712.11b, 715.3: a face is chosen
            yield from _modal_actions(state, player, oid, sorcery_ok, pay)
            continue
        if kind == _LAND:
            if sorcery_ok and can_play_another_land(state, player) and not _land_banned(state, player, oid):  # 305.2
                yield Action("play", (oid,))
            continue
        if kind == _SPLIT:
            card = DEFS.get(objects[oid].card) or get_def(objects[oid].card)
            # 709.3: cast one half; only that half is evaluated to see whether it can be cast
            for index, half in enumerate(card.faces):
                if (sorcery_ok or "Instant" in half.types) and can_cast(state, player, oid, index, pay=pay):
                    yield Action("cast", (oid, index))
            for fused in SPLIT_FUSED.active(kinds):  # 702.102a: both halves, a fused split spell
                if fused(state, oid) and (sorcery_ok or all("Instant" in h.types for h in card.faces)) \
                        and can_cast(state, player, oid, len(card.faces), pay=pay):
                    yield Action("cast", (oid, len(card.faces)))
            continue
        if not (sorcery_ok or kind == _ANY_TIME
                or (flash_fns and any(fn(state, player, oid) for fn in flash_fns))):  # 702.8a
            continue
        if can_cast(state, player, oid, pay=pay):
            yield Action("cast", (oid,))
    yield from _permitted_elsewhere(state, player, pay, sorcery_ok)
    for special in SPECIAL_ACTIONS.active(kinds):  # 116.2b: turning a face-down permanent face up
        yield from special(state, player)
    for oid, n, ability in _activated_index(state):  # the battlefield's, then the hand's and graveyard's
        obj = objects[oid]
        if obj.controller != player and not ability.any_player:  # 602.2: its controller, unless it says otherwise
            continue
        if ability.sorcery_speed and not sorcery_ok:
            continue
        if ability.cost.loyalty is not None and not sorcery_ok and \
                LOYALTY_AT_INSTANT_SPEED not in chars(state, oid).keywords:
            continue  # 606.3: loyalty abilities at sorcery speed, unless an effect says otherwise
        if can_activate(state, player, obj, ability, pay):
            yield Action("activate", (oid, n))
    graveyard = graveyard_activators(state, player)
    for oid in (*activators, *graveyard) if activators else graveyard:  # 113.6m: also in graveyards
        obj = objects[oid]
        if obj.controller != player:
            continue
        kept = _zone_activated(state, obj)
        if not kept[1]:
            continue
        for n, ability in kept[1]:
            if ability.sorcery_speed and not sorcery_ok:
                continue
            if ability.cost.loyalty is not None and not sorcery_ok and not kept[0]:
                continue  # 606.3: loyalty abilities at sorcery speed, unless an effect says otherwise
            if can_activate(state, player, obj, ability, pay):
                yield Action("activate", (oid, n))


def _hand_kinds(state: GameState, hand: tuple[int, ...]) -> tuple[tuple, tuple, tuple[int, ...]]:
    """((card, kind) for each card of the hand, those whose kind may be offered at instant speed (a face to
    choose, a split card's halves, a spell castable any time), the cards with an activated ability that
    functions in the hand): _card_kind's answers, kept by the hand and its records (by identity; issue 13:
    most listings look at the same hand again)."""
    objects = state.objects
    records = tuple(map(objects.__getitem__, hand))
    known = _HAND_KINDS.get(hand)
    if known is not None and all(map(operator.is_, known[0], records)):
        return known[1]
    entries = []
    activators: list[int] = []
    for oid, obj in zip(hand, records, strict=True):
        seen = _KIND_BY_RECORD.get(id(obj))
        kind, activated = seen[1] if seen is not None and seen[0] is obj else _card_kind(state, obj)
        entries.append((oid, kind))
        if activated:
            activators.append(oid)
    found = (tuple(entries), tuple([e for e in entries if e[1] in _INSTANT_KINDS]), tuple(activators))
    if len(_HAND_KINDS) >= 1024:
        _HAND_KINDS.clear()
    _HAND_KINDS[hand] = (records, found)
    return found


_HAND_KINDS: dict[tuple[int, ...], tuple[tuple, tuple[tuple, tuple, tuple[int, ...]]]] = {}


# What the listing asks of a card in a hand or graveyard. Off the battlefield no continuous effect applies
# and its characteristics but a counted power and toughness (604.3) are its record's (chars, _BY_RECORD):
# so the answers are found once per record, by identity (the record is kept with them, as there).
_MODAL, _LAND, _SPLIT, _ANY_TIME, _SORCERY_TIME = range(5)
_INSTANT_KINDS = frozenset((_MODAL, _SPLIT, _ANY_TIME))  # (a land or a sorcery-speed spell: not at instant speed)
_KIND_BY_RECORD: dict[int, tuple[Obj, tuple[int, bool]]] = {}
_ACTIVATED_BY_RECORD: dict[int, tuple[Obj, tuple[bool, tuple[tuple[int, ActivatedAbility], ...]]]] = {}


def _card_kind(state: GameState, obj: Obj) -> tuple[int, bool]:
    """How a card in a hand is offered: a face to choose (712.11b, 715.3), a land (305.2), a split card's
    halves (709.3), a spell castable any time (117.1a: an instant, or flash 702.8a) or at sorcery speed; and
    whether it has an activated ability that functions there (_zone_activated, 113.6m)."""
    known = _KIND_BY_RECORD.get(id(obj))
    if known is not None and known[0] is obj:
        return known[1]
    card = DEFS.get(obj.card) or get_def(obj.card)
    c = chars(state, obj.id)
    if card.layout in ("modal_dfc", "adventure") and obj.printed is None:
        kind = _MODAL
    elif "Land" in c.types:
        kind = _LAND
    elif card.layout in SPLIT_LAYOUTS and obj.printed is None:
        kind = _SPLIT
    else:
        kind = _ANY_TIME if "Instant" in c.types or "flash" in c.keywords else _SORCERY_TIME
    if len(_KIND_BY_RECORD) >= 8192:
        _KIND_BY_RECORD.clear()
    found = (kind, bool(_zone_activated(state, obj)[1]))
    _KIND_BY_RECORD[id(obj)] = (obj, found)
    return found


def _zone_activated(state: GameState, obj: Obj) -> tuple[bool, tuple[tuple[int, ActivatedAbility], ...]]:
    """(whether its loyalty abilities may be activated at instant speed, 606.3; (number, ability) for each
    activated ability, not a mana ability, that functions in the zone the card is in, 113.6m)."""
    known = _ACTIVATED_BY_RECORD.get(id(obj))
    if known is not None and known[0] is obj:
        return known[1]
    c = chars(state, obj.id)
    found = (LOYALTY_AT_INSTANT_SPEED in c.keywords,
             tuple([(n, a) for n, a in enumerate(c.activated, 1) if not a.mana and a.zone == obj.zone]))
    if len(_ACTIVATED_BY_RECORD) >= 8192:
        _ACTIVATED_BY_RECORD.clear()
    _ACTIVATED_BY_RECORD[id(obj)] = (obj, found)
    return found


_ACTIVATED_INDEX = ("activated_index",)


def _activated_index(state: GameState) -> tuple[tuple[int, int, ActivatedAbility], ...]:
    """(permanent, ability number, ability) for each activated ability, not a mana ability, that functions
    on the battlefield, of every permanent whoever controls it, in battlefield order: found once per state
    of the characteristics cache (which any change of characteristics or zones clears; issue 13)."""
    return from_battlefield_chars(state, _ACTIVATED_INDEX, _find_activated)


def _find_activated(state: GameState) -> tuple[tuple[int, int, ActivatedAbility], ...]:
    found: list[tuple[int, int, ActivatedAbility]] = []
    for oid in state.zones[BATTLEFIELD]:
        c = chars(state, oid)
        if c.activated:
            found.extend((oid, n, a) for n, a in enumerate(c.activated, 1) if not a.mana and a.zone == BATTLEFIELD)
    return tuple(found)


def modal_faces(state: GameState, oid: int) -> bool:
    """Whether the object is a modal double-faced card whose face is chosen as it is cast or played
    (712.11b, 712.12)."""
    obj = state.objects[oid]
    return isinstance(obj, Obj) and obj.printed is None and (DEFS.get(obj.card) or get_def(obj.card)).layout == \
        "modal_dfc"


def _modal_actions(state: GameState, player: int, oid: int, sorcery_ok: bool, pay: _Payability) -> Iterator[Action]:
    """712.11b-c: a modal double-faced card is cast as the face chosen, and only that face is evaluated;
    712.12: played as a land, with a land face chosen. The front face is the default (no face argument)."""
    for index, f in enumerate(get_def(state.objects[oid].card).faces):
        args: tuple[int, ...] = (oid,) if index == 0 else (oid, index)
        if "Land" in f.types:
            if sorcery_ok and can_play_another_land(state, player) and not _land_banned(state, player, oid):
                yield Action("play", args)  # 305.2, 305.9
            continue
        if not (sorcery_ok or "Instant" in f.types or "flash" in printed_chars(f).keywords):
            continue
        if can_cast(state, player, oid, index, pay=pay):
            yield Action("cast", args)


def _land_banned(state: GameState, player: int, oid: int) -> bool:
    """305.1, 101.2: a static ability forbids playing this land card from where it is (Experimental Frenzy)."""
    return any(fn(state, player, oid) for fn in LAND_PLAY_BANS.active(present_kinds(state)))


def _flash_permitted(state: GameState, player: int, oid: int) -> bool:
    """702.8a: an effect lets the player cast it as though it had flash (Sigarda's Aid)."""
    return any(fn(state, player, oid) for fn in CAST_AS_THOUGH_FLASH.now(state))


def _permitted_elsewhere(state: GameState, player: int, pay: _Payability, sorcery_ok: bool) -> Iterator[Action]:
    """601.3, 305.1: cards a permission lets the player cast or play from a graveyard or a library; the
    timing rules still apply (117.1a, 307.1, 305.2; 702.34a for flashback)."""
    perms = tuple(permissions(state, player))
    # 709.3, 712.11b, 715.3: a permission for each face a card may be cast as; the action names the face only
    # where the card has several under one permission (an aftermath half is implied by its permission, 702.127a)
    several = {(p.oid, p.via) for p in perms if not p.land and p.face}
    for perm in perms:
        if perm.land:  # 712.12: a modal double-faced card's land face is named
            if sorcery_ok and can_play_another_land(state, player) and not _land_banned(state, player, perm.oid):
                yield Action("play", (perm.oid, perm.face) if perm.face else (perm.oid,))
            continue
        c = chars(state, perm.oid)
        obj = state.objects[perm.oid]
        if isinstance(obj, Obj) and obj.face_down and obj.zone != BATTLEFIELD:
            c = printed_chars(get_def(obj.card).faces[0])  # 702.143a: a foretold card, cast as the card it is
        elif perm.face or (obj.printed is None and get_def(obj.card).layout in CHOSEN_FACE_LAYOUTS):
            # 712.11c: cast transformed, only its back face is evaluated (702.146a); 709.3a, 712.11b, 715.3a: only
            # the half or face cast
            c = printed_chars(get_def(obj.card).faces[perm.face])
        if perm.flash and sorcery_ok:
            continue  # 601.3e: cast as though it had flash ('if you pay {2} more') only when it couldn't be otherwise
        if not (sorcery_ok or perm.flash or "Instant" in c.types or "flash" in c.keywords
                or _flash_permitted(state, player, perm.oid)):
            continue
        if can_cast(state, player, perm.oid, pay=pay, via=perm):
            chosen = perm.face and (perm.oid, perm.via) in several and any(
                p.oid == perm.oid and p.via == perm.via and not p.land and p.face != perm.face for p in perms)
            yield Action("cast", (perm.oid, perm.via, perm.face) if chosen else (perm.oid, perm.via))


def _mana_actions_of(state: GameState, player: int, sources: list) -> tuple[Action, ...]:
    """605.3a: the listing's mana abilities part, kept with the sources list it was worked out from (by
    identity: mana_ability_sources gives the same list again while its own inputs are unchanged; issue 13)
    when each source's actions are a function of the ability alone (not 'any color a land could produce',
    106.7, nor a sacrifice or another permanent to tap, whose candidates vary)."""
    known = _MANA_BY_SOURCES.get(id(sources))
    if known is not None and known[0] is sources:
        if CHECK_INCREMENTAL and known[1] != tuple(_mana_ability_actions(state, player, sources)):
            raise IncrementalListingError(f"kept mana actions of P{player + 1} differ from fresh ones: {known[1]}")
        return known[1]
    actions: list[Action] = []
    for source in sources:
        ability = source[2]
        key = (source[0], source[1], id(ability))
        made = _MANA_ACTIONS.get(key)
        if made is None or made[0] is not ability:
            cost = ability.cost
            if options_from_state(ability.effect) or cost.sacrifice or cost.tap_others:
                return tuple(_mana_ability_actions(state, player, sources))  # (read from the state: not kept)
            made = _fixed_mana_actions(source)
        actions.extend(made[1])
    found = tuple(actions)
    if len(_MANA_BY_SOURCES) >= 1024:
        _MANA_BY_SOURCES.clear()
    _MANA_BY_SOURCES[id(sources)] = (sources, found)  # (the list is kept, so its id is never reused)
    return found


def _fixed_mana_actions(source: tuple[int, int, ActivatedAbility]) -> tuple[ActivatedAbility, tuple[Action, ...]]:
    """The actions of a mana ability whose options are its tree's, with no sacrifice or other permanent to
    tap in its cost: one per option (106.7 'one mana of any color': a color each), kept by the object, the
    ability's number and the ability (by identity, kept alive with it)."""
    oid, n, ability = source
    effect = mana_part(ability.effect)
    assert effect is not None
    options = effect.options
    made = (ability, tuple(Action("activate", (oid, n)) if len(options) == 1 else
                           Action("activate", (oid, n, "mana:" + o.replace("{", "").replace("}", "")))
                           for o in options))
    if len(_MANA_ACTIONS) >= 20_000:
        _MANA_ACTIONS.clear()
    _MANA_ACTIONS[(oid, n, id(ability))] = made
    return made


_MANA_BY_SOURCES: dict[int, tuple[list, tuple[Action, ...]]] = {}


def _mana_ability_actions(state: GameState, player: int, sources: list | None = None) -> Iterator[Action]:
    for oid, n, ability in mana_ability_sources(state, player) if sources is None else sources:
        effect = mana_part(ability.effect)
        assert effect is not None
        if options_from_state(ability.effect) and not ability.cost.sacrifice and not ability.cost.tap_others:
            # 106.7: one action for each mana it could add now ('could produce'), or one adding none
            now = made_options(state, player, oid, ability)
            yield from (Action("activate", (oid, n, "mana:" + o.strip("{}"))) for o in now) if now else (
                Action("activate", (oid, n)),)
            continue
        if not ability.cost.sacrifice and not ability.cost.tap_others:  # the usual case: the same actions each time (issue 13)
            made = _MANA_ACTIONS.get((oid, n, id(ability)))
            yield from (made if made is not None and made[0] is ability else _fixed_mana_actions((oid, n, ability)))[1]
            continue
        colors = [None] if len(effect.options) == 1 else [o.replace("{", "").replace("}", "") for o in effect.options]
        sac_lists: list[tuple[int, ...]] = [()]
        for s in ability.cost.sacrifice:
            if not s.this:
                sac_lists = [(c,) for c in sacrifice_candidates(state, player, s.filter, oid)]
        tap_lists: list[tuple[int, ...]] = [()]
        if ability.cost.tap_others and ability.cost.tap_others[0].count == 1:
            # 602.2b: the creature to tap (Springleaf Drum), one action each; several (Heritage Druid's three
            # Elves) are chosen one at a time after the action (execute.py; GUIDE principle 12)
            tap_lists = [(c,) for c in tap_candidates_for_mana(state, player, oid, ability)]
        for color in colors:
            for sac in sac_lists:
                for tap in tap_lists:
                    args: tuple[int | str, ...] = (oid, n)
                    if color is not None:
                        args += (f"mana:{color}",)
                    args += tuple(f"sac:{i}" for i in sac)
                    args += tuple(f"tap:{i}" for i in tap)
                    yield Action("activate", args)


_MANA_ACTIONS: dict[tuple[int, int, int], tuple[ActivatedAbility, tuple[Action, ...]]] = {}  # _fixed_mana_actions'


def _aura_target_possible(state: GameState, player: int, face: Any, oid: int, spell: SpellAbility) -> bool:
    """Enthralling Hold: a legal target that the casting restriction doesn't bar (601.2c)."""

    specs = spell.targets or announce.aura_targets(face)
    barred = spell.cast_target_not
    return all(spec.min == 0 or any(r < 0 or not matches(state, barred, r, player, oid)
                                    for r in candidates(state, spec, player, oid, 0)) for spec in specs)


def can_cast(state: GameState, player: int, oid: int, face: int = 0, pay: _Payability | None = None,
             via: Permission | None = None) -> bool:
    """Whether casting could succeed: a legal target for each requirement (601.2c) and a payable minimum
    cost (601.2f-h), by the auto-payer's reckoning; `via` a permission's costs (601.3, 118.9b)."""
    kinds = present_kinds(state)
    for banned in CAST_BANS.active(kinds):  # 101.2: a 'can't' beats a 'can' (split second, 702.61a)
        if banned(state, player, oid):
            return False
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    card = get_def(obj.card)
    if card.layout in SPLIT_LAYOUTS and obj.printed is None:
        for half_banned in HALF_CAST_BANS.active(kinds):  # 702.127a: an aftermath half
            if half_banned(state, player, oid, via.face if via is not None else face,
                           via.via if via is not None else ""):
                return False
    f = (card.faces[face] if face < len(card.faces) else combined_face(card)) \
        if card.layout in _FACED and obj.printed is None \
        else face_of(obj)
    if via is not None and obj.face_down and obj.zone != BATTLEFIELD:
        f = card.faces[face]  # 702.143a: a foretold card is cast as the card it is (it turns face up, 708.9)
    elif via is not None and via.face:
        f = card.faces[via.face]  # 712.11c: cast transformed, only its back face is evaluated (disturb)
    spell = f.spell or SpellAbility()
    elsewhere = via is not None
    # 118.9: its own alternative costs and those an effect offers (Omniscience); a permission's cost is required
    alternatives = spell.alternatives if via is not None else announce.spell_alternatives(state, player, obj, spell)
    total = None
    if pay is not None and via is None and not alternatives and spell.additional_unless is None \
            and f.mana_cost is not None:
        # Only the mana cost can pay for it (no alternative cost, 118.9; no mana instead of an additional
        # cost, 601.2b): if the same payability key already found it unpayable, the targets needn't be
        # looked for (issue 13: most hand cards in a listing can't be paid for; every check here only reads).
        total = announce.reduce_spell_cost(state, player, oid, spell, parse_cost(f.mana_cost).with_x(0))
        if pay.known_unpayable(total) and not COST_PAID_OTHERWISE.active(kinds):
            return False
    base_ok = _option_targets_possible(state, player, oid, f, spell, None, elsewhere)
    if not base_ok and not any(alt.replaces and _option_targets_possible(state, player, oid, f, spell, alt, elsewhere)
                               for alt in alternatives):
        return False
    if spell.cast_target_not is not None and not _aura_target_possible(state, player, f, oid, spell):
        return False
    if spell.additional_cost is not None and spell.additional_unless is None \
            and not _additional_payable(state, player, obj, spell.additional_cost):
        return False  # (with a choice of paying mana instead, 601.2b, the mana is checked with the rest)
    pay = pay or _Payability(state, player)
    if obj.zone == HAND and (kinds is None or HAND_MANA_ABILITY in kinds) \
            and any(s[0] == oid for s in hand_mana_sources(state, player)):
        pay = _Payability(state, player, None, (oid, None, SPEND_ANY))  # 601.2a: a Spirit Guide cast is on the stack
    if obj.zone == HAND:  # (a card cast from elsewhere: its origin isn't known to `spendable` before it is cast)
        pay = pay.for_card(oid)
    if via is not None:
        return base_ok and _permission_payable(state, player, obj, spell, via, f.mana_cost, pay)
    if f.mana_cost is not None and base_ok:  # 118.6, 202.1b: no mana cost is an unpayable cost (Living End)
        printed = parse_cost(f.mana_cost)
        if spell.additional_unless is not None and spell.additional_cost is not None \
                and not _additional_payable(state, player, obj, spell.additional_cost):
            # 601.2b, 601.2f: the other additional cost can't be paid: its mana ('or pay {1}') joins the total
            printed = printed.plus(parse_cost(next((o.cost.mana for o in spell.optional_costs
                                                    if o.name == spell.additional_unless), None)))
        least = _least_x(state, player, oid, printed, kinds)
        if least is None:
            return False
        if least:  # 601.3a: X = 0 is banned (Sanctum Prelate), the least X that isn't is what must be paid
            total = announce.reduce_spell_cost(state, player, oid, spell, printed.with_x(least))
        elif total is None:  # (else found above, for the same printed cost)
            total = announce.reduce_spell_cost(state, player, oid, spell, printed.with_x(0))
        if spell.kicked_instead is not None and spell.kicker and not spell.modes \
                and not _targets_possible(state, player, spell.targets, oid, elsewhere):
            # 601.2b-c, 702.33d: only the kicked spell has a legal target (Bloodchief's Thirst): it must be kicked
            total = total.plus(parse_cost(spell.kicker))
        if any(banned(state, oid) for banned in MANA_SPEND_BANNED.active(kinds)):
            return _paid_without_mana(state, player, oid, total, kinds)
        if pay.can_pay(total):
            return True
        for otherwise in COST_PAID_OTHERWISE.active(kinds):  # 601.2g-h: part of it paid otherwise (convoke, 702.51a)
            left = otherwise(state, player, oid, total)
            if left is not None and pay.can_pay(left):
                return True
    for alt in alternatives:  # 118.9
        if _alternative_barred(state, player, alt.name):
            continue
        if (alt.replaces or alt.targets or not base_ok) and not _option_targets_possible(
                state, player, oid, f, spell, alt, elsewhere):
            continue
        # 601.2f: the alternative cost with cost increases and reductions (Force of Will's ruling)
        if alternative_offered(state, player, obj, alt) and any(pay.can_pay(total) for total in _alternative_totals(
                state, player, obj, alt, announce.reduce_spell_cost(state, player, oid, spell,
                                                                    parse_cost(alt.cost.mana).with_x(0)))):
            return True
    return False


def _least_x(state: GameState, player: int, oid: int, printed: ManaCost, kinds: Any) -> int | None:
    """601.3a, 601.2e: the least value of X the spell may be cast with (a ban on a mana value, CAST_X_BANS;
    0 without X or such a ban); None if no value looked at is allowed."""
    if not printed.x_count:
        return 0
    bans = CAST_X_BANS.active(kinds)
    if not bans:
        return 0
    return next((x for x in range(_X_TRIED) if not any(banned(state, player, oid, x) for banned in bans)), None)


_X_TRIED = 16  # (as mechanics/cast_bans: a mana value ban names one number, or a bound)


def _alternative_totals(state: GameState, player: int, obj: Obj, alt: Any, total: ManaCost) -> Iterator[ManaCost]:
    """The totals an alternative cost can come to: itself, or with emerge (702.119a) less the mana value of
    each permanent that could be sacrificed for it, the greatest reduction first."""
    if not alt.less_sacrificed:
        yield total
        return
    values = {chars(state, c).mana_value for s in alt.cost.sacrifice
              for c in sacrifice_candidates(state, player, s.filter, obj.id)}
    for value in sorted(values, reverse=True):
        yield total.minus(ManaCost(value, (), 0))


def _option_targets_possible(state: GameState, player: int, oid: int, f: Any, spell: SpellAbility, alt: Any,
                             elsewhere: bool = False) -> bool:
    """601.2c: the targets the spell has when cast for this cost (`alt` None: its mana cost) can be chosen. An
    overload cost replaces them with its own (702.96b: none); an awaken cost adds its own (702.113b)."""
    if alt is not None and alt.replaces:
        return _targets_possible(state, player, alt.targets, oid, elsewhere)
    if spell.modes:
        base = _modes_possible(state, player, spell, oid, elsewhere)
    else:
        unkicked = spell.targets[:len(spell.targets) - spell.kicked_targets]  # 601.2c: (only the kicked spell's)
        base = _targets_possible(state, player, unkicked or announce.aura_targets(f), oid, elsewhere)
        if not base and alt is None and spell.kicked_instead is not None:  # 601.2c: cast kicked, its own targets
            base = _targets_possible(state, player, spell.kicked_instead.targets, oid, elsewhere)
    if alt is not None and alt.targets:
        return base and _targets_possible(state, player, alt.targets, oid, elsewhere)
    return base


def _modes_possible(state: GameState, player: int, spec: Any, oid: int, elsewhere: bool = False) -> bool:
    """700.2, 601.2b-c: as many modes as must be chosen ('Choose two', Dromoka's Command; the fewest of 'one or
    both') each with its legal targets (a mode can't be chosen twice, unless 'You may choose the same mode more
    than once', 700.2d)."""
    least = spec.mode_count if spec.mode_min is None else spec.mode_min
    least = 1 if getattr(spec, "modes_repeat", False) else max(1, min(least, len(spec.modes)))
    found = 0
    for m in spec.modes:
        if _targets_possible(state, player, m.targets, oid, elsewhere):
            found += 1
            if found >= least:
                return True
    return False


def _paid_without_mana(state: GameState, player: int, oid: int, total: ManaCost, kinds: Any) -> bool:
    """'You can't spend mana to cast this spell.' (Hogaak; 601.2g-h): the whole cost is paid in the other ways it
    has (convoke, 702.51a; delve, 702.66a), each taking what it can of what the others left."""
    left: ManaCost | None = total
    for otherwise in COST_PAID_OTHERWISE.active(kinds):
        reduced = otherwise(state, player, oid, left)
        if reduced is not None:
            left = reduced
    return left is not None and left.generic == 0 and not left.symbols and not left.x_count


def alternative_offered(state: GameState, player: int, obj: Obj, alt: Any) -> bool:
    """118.9: an alternative cost may be chosen only if its condition holds ('If you control a Swamp', Snuff
    Out) and its other parts can be paid (119.4: life; cards to exile, permanents to return, 601.2h)."""
    if alt.condition is not None and not condition_holds(state, alt.condition,
                                                         Ctx(state, 0, player, obj.id, Choices(), ())):
        return False
    return _additional_payable(state, player, obj, alt.cost)


def _permission_payable(state: GameState, player: int, obj: Obj, spell: SpellAbility, via: Permission,
                        mana_cost: str | None, pay: _Payability) -> bool:
    """601.2f-h: the costs of casting under a permission: its required alternative cost (118.9b) or the mana
    cost, plus its additional costs, with cost increases and reductions applied (118.9d)."""
    if via.additional is not None and not _additional_payable(state, player, obj, via.additional):
        return False
    both = announce.with_additional(spell.additional_cost, via.additional)
    if both is not None and both is not via.additional and not _additional_payable(state, player, obj, both):
        return False
    mana = mana_cost
    if via.alternative is not None:
        if not _additional_payable(state, player, obj, via.alternative):
            return False
        mana = via.alternative.mana
    total = parse_cost(mana)
    if via.additional is not None and via.additional.mana:  # 601.2f: its mana on top ('{2} more'; Elite Spellbinder)
        total = total.plus(parse_cost(via.additional.mana))
    total = announce.reduce_spell_cost(state, player, obj.id, spell, total.with_x(0))
    if any(banned(state, obj.id) for banned in MANA_SPEND_BANNED.now(state)):  # Hogaak cast from a graveyard
        return _paid_without_mana(state, player, obj.id, total, None)
    return pay.can_pay(total.as_any_type() if spends_as_any_type(via.via) else total)  # 609.4b


def _activation_condition(state: GameState, player: int, obj: Obj, ability: ActivatedAbility) -> bool:
    """602.5b: 'Activate only if [condition]': the ability can be activated only while it holds."""

    assert ability.condition is not None
    return condition_holds(state, ability.condition, Ctx(state, 0, player, obj.id, Choices(), ()))


def _discardable(state: GameState, player: int, obj: Obj, cost: Cost) -> int:
    """118.3: how many cards in the player's hand (other than this one) the discard cost could take."""

    return sum(1 for i in state.zones[zone_key(HAND, player)] if i != obj.id
               and (cost.discard_filter is None or matches(state, cost.discard_filter, i, player, i)))


def _additional_payable(state: GameState, player: int, obj: Obj, cost: Cost) -> bool:
    """601.2f, 118.3: an additional cost to cast a spell must be payable: enough other cards in hand to
    discard, a permanent to sacrifice, enough life (119.4)."""
    if cost.pay_life and state.players[player].life < cost.pay_life:
        return False
    if cost.energy and state.player_counter(player, "energy") < cost.energy:  # 107.14, 118.3
        return False
    if cost.others_gain_life and announce.life_gift_recipients(state, player, cost) is None:  # 119.7, 118.3
        return False
    if cost.discard and _discardable(state, player, obj, cost) < cost.discard:
        return False
    if not _hand_and_return_payable(state, player, obj, cost):
        return False
    if cost.tap_others and not _tappable(state, player, obj, cost):  # 'tap an untapped artifact you control'
        return False
    # 'Sacrifice three creatures' (Dread Return's flashback cost): that many permanents to sacrifice
    return all(has_sacrifice_candidate(state, player, s.filter, obj.id) if s.count <= 1
               else len(sacrifice_candidates(state, player, s.filter, obj.id)) >= s.count for s in cost.sacrifice)


def _hand_and_return_payable(state: GameState, player: int, obj: Obj, cost: Cost) -> bool:
    """601.2h, 118.3: enough cards in hand to exile (other than the spell) and permanents to return."""
    if cost.exile_from == "library":  # 'exile the top four cards of your library' (118.3: all four must be there)
        if len(state.zones[zone_key(LIBRARY, player)]) < cost.exile_from_hand:
            return False
    elif cost.exile_from_hand and len(announce.exile_candidates(state, player, cost, obj.id)) < cost.exile_from_hand:
        return False
    if cost.reveal_from_hand and len(announce.reveal_candidates(state, player, cost, obj.id)) < cost.reveal_from_hand:
        return False
    if cost.remove_from and not counter_costs.payable(state, player, cost, obj.id):  # 118.3: a counter to remove
        return False
    return all(len(sacrifice_candidates(state, player, r.filter, obj.id)) >= r.count for r in cost.return_to_hand)


def _can_untap_for_cost(state: GameState, obj: Obj) -> bool:
    """107.6: {Q} needs the permanent tapped; 302.6 applies to creatures as for {T}."""
    if not obj.tapped:
        return False
    c = chars(state, obj.id)
    return not ("Creature" in c.types and summoning_sick(state, obj)) or "haste" in c.keywords


def _tappable(state: GameState, player: int, obj: Obj, cost: Cost) -> bool:
    """602.2b: enough untapped permanents to tap for a 'tap N untapped [filter]' cost (each one once)."""
    used: set[int] = set()
    for t in cost.tap_others:
        free = [o for o in announce.tap_candidates(state, player, t.filter, obj.id, cost) if o not in used]
        if t.total_power:  # crew (702.122a): untapped creatures whose total power is at least N
            if sum(announce.crew_power(state, o) for o in free) < t.total_power:
                return False
            continue
        if len(free) < t.count:
            return False
        used.update(free[:t.count])
    return True


def can_activate(state: GameState, player: int, obj: Obj, ability: ActivatedAbility,
                 pay: _Payability | None = None) -> bool:
    """602.2b, 602.5: the cost can be paid and each target requirement has a legal target."""
    cost = ability.cost
    if used_this_turn(state, obj, ability):  # 602.5b: 'Activate only once each turn.'
        return False
    if activation_banned(state, obj.id, ability):  # 602.5: an effect says it can't be activated
        return False
    if cost.tap and not can_tap_for_cost(state, obj):
        return False
    if cost.untap and not _can_untap_for_cost(state, obj):
        return False
    if cost.loyalty is not None:
        if obj.loyalty_turn == state.turn:  # 606.3: one loyalty ability per permanent per turn
            return False
        if cost.loyalty < 0 and obj.counter("loyalty") < -cost.loyalty:  # 606.4 / 118.3
            return False
    for kind, n in cost.remove_counters:
        if obj.counter(kind) < n:
            return False
    if cost.discard_this and obj.zone != HAND:
        return False
    if cost.exile_this and obj.zone != ability.zone:  # 'Exile ~ (from your graveyard)' (602.2b)
        return False
    if cost.return_this and obj.zone != BATTLEFIELD:  # 'Return ~ to its owner's hand' (602.2b, 118.3)
        return False
    if (cost.sacrifice_object or cost.unattach_object) and not object_cost_payable(state, player, obj, cost):
        return False
    if cost.pay_life and state.players[player].life < cost.pay_life:  # 119.4
        return False
    if cost.energy and state.player_counter(player, "energy") < cost.energy:  # 107.14, 118.3
        return False
    if cost.discard and _discardable(state, player, obj, cost) < cost.discard:
        return False
    for s in cost.sacrifice:
        if not s.this and not has_sacrifice_candidate(state, player, s.filter, obj.id):
            return False
    if cost.tap_others and not _tappable(state, player, obj, cost):
        return False
    if not _hand_and_return_payable(state, player, obj, cost):
        return False
    if ability.condition is not None and not _activation_condition(state, player, obj, ability):
        return False
    specs = ability.targets
    if ability.modes:
        if not _modes_possible(state, player, ability, obj.id):
            return False
    elif not _targets_possible(state, player, specs, obj.id):
        return False
    mana = announce.reduce_ability_cost(state, player, obj.id, ability, parse_cost(cost.mana).with_x(0))
    mana = announce.listed_ability_reductions(state, player, mana, obj.id, ability)
    return (pay or _Payability(state, player)).can_pay(mana)


# --- announcements -----------------------------------------------------------------------------------------


def _mode(state: GameState, p: Pending) -> Iterator[Action]:
    spec = announce.spec_of(state, p.object)
    obj = state.objects[p.object]
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    # 115.5: a spell can't be its own target (it is on the stack as its modes and targets are chosen, 601.2a)
    itself = isinstance(obj, Obj)
    possible = [k for k in p.options if _targets_possible(state, p.player, spec.modes[k - 1].targets, source, itself)]
    most = p.max
    spell = face_of(obj).spell if isinstance(obj, Obj) else None
    if spell is not None and spell.kicked_modes:  # 'if this spell was kicked, choose any number instead'
        kicked = msgspec.structs.replace(obj.choices or Choices(), additional=("kicker",))
        if announce.total_cost(state, obj, spec, kicked, 0).mana_value > potential_mana(state, p.player):
            most = 1  # 601.2f: the kicker cost couldn't be paid: one mode only
    for size in range(p.min, most + 1):  # 'choose one or both' (700.2): each number allowed
        if announce.entwined(spec) and size not in (spec.mode_count, len(spec.modes)):
            continue  # 702.42a: the number specified, or all the modes
        if size > 1 and not _escalate_payable(state, p.player, obj, spec, size - 1):
            break  # 702.120a, 601.2f: the escalate cost for that many more modes couldn't be paid
        # 700.2d: a mode is chosen at most once, unless the spell says 'you may choose the same mode more than once'
        pick = itertools.combinations_with_replacement if spell is not None and spell.modes_repeat \
            else itertools.combinations
        for combo in pick(possible, size):
            yield Action("mode", combo)
    yield from _cancel(state)


def _escalate_payable(state: GameState, player: int, obj: Obj | StackAbility, spec: announce.Spec,
                      extra: int) -> bool:
    """702.120a: the escalate cost, once for each of `extra` modes beyond the first, could be paid (601.2f-h, 118.3):
    its mana with the rest of the total cost, its other parts (discards, tapping) as additional costs are."""
    escalate = next((o.cost for o in spec.optional if o.name == announce.EXTRA_MODES_COST), None)
    if escalate is None or not isinstance(obj, Obj):
        return True
    ch = msgspec.structs.replace(obj.choices or Choices(), additional=(announce.EXTRA_MODES_COST,) * extra)
    if announce.total_cost(state, obj, spec, ch, 0).mana_value > potential_mana(state, player):
        return False
    other = msgspec.structs.replace(escalate, mana=None)
    total = None
    for _ in range(extra):
        total = announce.with_additional(total, other)
    return total is None or _additional_payable(state, player, obj, total)


def _alternative(state: GameState, p: Pending) -> Iterator[Action]:
    """601.2b, 118.9: announce an alternative cost, or none to pay the mana cost."""
    spec = announce.spec_of(state, p.object)
    obj = state.objects[p.object]
    f = face_of(obj) if isinstance(obj, Obj) else None
    spell = f.spell if f is not None else None
    for alt in spec.alternatives:
        if not alternative_offered(state, p.player, obj, alt):  # 119.4, 118.9
            continue
        if _alternative_barred(state, p.player, alt.name):
            continue
        if spell is not None and (alt.replaces or alt.targets) and not _option_targets_possible(
                state, p.player, obj.id, f, spell, alt):  # 601.2c: with this cost, its targets (702.96b, 702.113b)
            continue
        yield Action("alternative", (alt.name,))
    obj = state.objects[p.object]
    if not isinstance(obj, Obj) or face_of(obj).mana_cost is not None:  # 118.6: no mana cost can't be paid
        if spell is None or not any(a.replaces for a in spell.alternatives) or _option_targets_possible(
                state, p.player, obj.id, f, spell, None):
            yield Action("alternative", ("none",))
    yield from _cancel(state)


def _alternative_barred(state: GameState, player: int, name: str) -> bool:
    """118.9: an alternative cost a rule allows only under a condition (spectacle, 702.137a)."""
    return any(fn(state, player, name) for fn in ALTERNATIVE_COST_BARRED.fns)


def _repeat_unaffordable(state: GameState, p: Pending, spec: announce.Spec) -> bool:
    """702.56a: a repeatable optional cost (replicate) is offered once more only if the total could still be
    paid (601.2b, 601.2f), as multikicker's (702.33c)."""
    if not any(o.name == p.labels[0] and o.repeatable for o in spec.optional):
        return False
    obj = state.objects[p.object]
    ch = obj.choices or Choices()
    more = msgspec.structs.replace(ch, additional=(*ch.additional, p.labels[0]))
    return announce.total_cost(state, obj, spec, more, 0).mana_value > potential_mana(state, p.player)


def _additional(state: GameState, p: Pending) -> Iterator[Action]:
    spec = announce.spec_of(state, p.object)
    if spec.multikicker and not p.labels:  # 702.33c: one more time only if the total could still be paid
        obj = state.objects[p.object]
        ch = obj.choices or Choices()
        more = msgspec.structs.replace(ch, additional=(*ch.additional, "kicker"))
        if announce.total_cost(state, obj, spec, more, 0).mana_value > potential_mana(state, p.player):
            yield Action("additional", ("none",))
            yield from _cancel(state)
            return
    if p.labels and _repeat_unaffordable(state, p, spec):
        yield Action("additional", ("none",))
        yield from _cancel(state)
        return
    kicked_ok, unkicked_ok = _kicked_targets_possible(state, p)
    if kicked_ok:
        yield Action("additional", (p.labels[0] if p.labels else "kicker",))  # 601.2b: kicker, buyback...
    if not _other_cost_unpayable(state, p) and unkicked_ok:
        yield Action("additional", ("none",))
    yield from _cancel(state)


def _kicked_targets_possible(state: GameState, p: Pending) -> tuple[bool, bool]:
    """601.2c: a spell whose kicked text has its own targets ('if this spell was kicked, instead destroy
    target ...', mechanics/kicked_instead) is announced kicked or not only if that choice's targets can be
    chosen: (kicked possible, not kicked possible)."""
    obj = state.objects.get(p.object)
    if p.labels or not isinstance(obj, Obj):
        return True, True
    spell = face_of(obj).spell
    if spell is not None and spell.kicked_targets and not spell.modes:
        # 601.2c: kicked, the targets only the kicked part names must be chosen too (Rushing River)
        return _targets_possible(state, p.player, spell.targets, obj.id), True
    if spell is None or spell.kicked_instead is None:
        return True, True
    # (the spell is on the stack as it's announced, 601.2a)
    return (_targets_possible(state, p.player, spell.kicked_instead.targets, obj.id),
            _targets_possible(state, p.player, spell.targets, obj.id))


def _other_cost_unpayable(state: GameState, p: Pending) -> bool:
    """601.2b: 'discard a card or pay {5}': declining to pay the mana means paying the other cost, so the mana
    must be announced when the other can't be paid (no card to discard)."""
    obj = state.objects.get(p.object)
    if not p.labels or not isinstance(obj, Obj):
        return False
    spell = face_of(obj).spell
    if spell is None or spell.additional_unless != p.labels[0] or spell.additional_cost is None:
        return False
    return not _additional_payable(state, p.player, obj, spell.additional_cost)


def _x(state: GameState, p: Pending) -> Iterator[Action]:
    """107.3, 601.2f: the values of X whose total cost, after cost increases and reductions (Goblin
    Electromancer's), the player could pay: its colors too ('Spend only black mana on X', whose X is black
    mana in the total cost), with every source the payment step offers (castability_sources) and the parts
    paid otherwise (convoke, delve). The total cost only grows with X. 601.2e, 601.3a: not a value a ban forbids
    (Sanctum Prelate's chosen number: 'couldn't be cast with X equal to 2, but it could be cast with X equal to
    any other number')."""
    spec = announce.spec_of(state, p.object)
    obj = state.objects[p.object]
    ch = obj.choices or Choices()
    pay = _Payability(state, p.player, None, (0, None, p.object))  # 106.6: the mana that may be spent on it
    bans = CAST_X_BANS.now(state) if isinstance(obj, Obj) and spec.mana_cost.x_count else ()
    for x in range(p.min, p.max + 1):  # p.min: 'X can't be 0' (602.2b)
        if x and not _x_payable(state, p.player, obj, announce.total_cost(state, obj, spec, ch, x), pay):
            break
        if bans and any(banned(state, p.player, obj.id, x) for banned in bans):
            continue
        yield Action("x", (x,))
    yield from _cancel(state)


def _x_payable(state: GameState, player: int, obj: Obj | StackAbility, total: ManaCost, pay: _Payability) -> bool:
    """Whether the total cost with a value for X could be paid (601.2g-h): with mana, or part of it otherwise."""
    if pay.can_pay(total):
        return True
    if not isinstance(obj, Obj):
        return False
    for otherwise in COST_PAID_OTHERWISE.now(state):  # 601.2h (convoke, 702.51a; delve, 702.66a)
        left = otherwise(state, player, obj.id, total)
        if left is not None and pay.can_pay(left):
            return True
    return False


def _target(state: GameState, p: Pending) -> Iterator[Action]:
    obj = state.objects[p.object]
    chosen = obj.choices.targets[p.slot] if p.slot < len(obj.choices.targets) else ()
    if len(chosen) < p.max:
        for r in p.options:
            yield Action("target", (r,))
    if len(chosen) >= p.min:
        yield Action("done")
    yield from _cancel(state)


def _divide(state: GameState, p: Pending) -> Iterator[Action]:
    """601.2d: each target gets at least 1: the share of target `p.slot`, leaving at least 1 for each
    later one (at most `total` answers, where whole divisions gave C(total - 1, k - 1))."""
    obj = state.objects[p.object]
    left = announce.divide_total(state, p.object) - sum(obj.choices.divide or ())
    later = sum(len(t) for t in obj.choices.targets) - p.slot - 1
    for n in range(1, left - later + 1):
        yield Action("divide", (n,))
    yield from _cancel(state)


def _discard(state: GameState, p: Pending) -> Iterator[Action]:
    for oid in p.options:
        yield Action("discard", (oid,))
    yield from _cancel(state)


def _tap(state: GameState, p: Pending) -> Iterator[Action]:
    for oid in p.options:
        yield Action("tap", (oid,))
    yield from _cancel(state)


def _exile_cost(state: GameState, p: Pending) -> Iterator[Action]:
    for oid in p.options:
        yield Action("exile", (oid,))
    yield from _cancel(state)


def _return_cost(state: GameState, p: Pending) -> Iterator[Action]:
    for oid in p.options:
        yield Action("return", (oid,))
    yield from _cancel(state)


def _remove_cost(state: GameState, p: Pending) -> Iterator[Action]:
    for oid in p.options:
        yield Action("remove", (oid,))
    yield from _cancel(state)


def _reveal_cost(state: GameState, p: Pending) -> Iterator[Action]:
    for oid in p.options:
        yield Action("reveal", (oid,))
    yield from _cancel(state)


def _sacrifice(state: GameState, p: Pending) -> Iterator[Action]:
    for oid in p.options:
        yield Action("sacrifice", (oid,))
    yield from _cancel(state)


def _pay(state: GameState, p: Pending) -> Iterator[Action]:
    obj = state.objects[p.object]
    cost = obj.choices.cost
    if any(banned(state, obj.id) for banned in MANA_SPEND_BANNED.now(state)):
        # 'You can't spend mana to cast this spell.' (Hogaak): only the other ways pay it; 'pay' once nothing is left
        if cost.generic == 0 and not cost.symbols:
            yield Action("pay")
        for otherwise in PAYMENT_ACTIONS.now(state):
            yield from otherwise(state, p.player, obj.id, cost)
        yield from _cancel(state)
        return
    pool = usable_pool(state, p.player, obj.id)[0]  # 106.6: mana that may be spent on it
    life = state.players[p.player].life
    for k in range(phyrexian_count(cost) + 1):
        if 2 * k <= life and pay_from_pool(cost, pool, k) is not None:
            yield Action("pay", (f"life:{k}",) if k else ())
    if state.auto_mana:
        # The game option (issue 13): the cost is paid in one action, as the auto-payer chooses; only the mana
        # abilities it leaves to the player (a sacrifice or life in their cost: a Treasure, Mana Confluence)
        # are offered one by one, so every cost that could be paid still can be.
        yield from _mana_ability_actions(state, p.player, [
            s for s in mana_ability_sources(state, p.player) if s[2].cost.sacrifice or s[2].cost.pay_life
            or s[2].cost.remove_counters  # (a Vivid land's charge counter)
            or s[2].cost.remove_any  # (a storage land: how many counters is the player's choice, 107.1c)
            or s[2].cost.mana] + mana_costed_sources(state, p.player))  # Castle Garenbrig's '{2}{G}{G}, {T}: ...'
    else:
        yield from _mana_ability_actions(state, p.player)
    yield from _mana_ability_actions(state, p.player, hand_mana_sources(state, p.player))  # 113.6m (a Spirit Guide)
    for otherwise in PAYMENT_ACTIONS.now(state):  # 601.2h: part of the cost paid otherwise (convoke, 702.51a)
        yield from otherwise(state, p.player, obj.id, cost)
    if autopay_plan(state, p.player, cost, spend=obj.id) is not None:
        yield Action("autopay")
    yield from _cancel(state)


def _cancel(state: GameState) -> Iterator[Action]:
    if state.rollback is not None:
        yield CANCEL


# --- whole answers to decisions taken one small choice at a time (GUIDE principle 12) ----------------------


def compact_steps(state: GameState, action: Action) -> Iterator[Action] | None:
    """A decision that is a sequence of small choices (the order of triggered abilities, 603.3b; combat damage
    among several recipients, 510.1c-d; a copy's new targets, 707.10c; a division among targets, 601.2d) also
    takes its whole answer at once, in the form the legal actions' steps add up to: `order 3 1 2`,
    `damage 2 1 0`, `choose 5 -2 7`, `divide 2 1`. The steps it stands for, each worked out from the state
    as the one before it has been applied; None if `action` is no such answer to the pending decision."""
    p = pending(state)
    make = _COMPACT.get((p.kind, action.kind))
    if make is None or (len(action.args) < 2 and p.kind != "choose") or not all(type(a) is int for a in action.args):
        return None
    return make(state, p, tuple(int(a) for a in action.args))


def _order_steps(state: GameState, p: Pending, perm: tuple[int, ...]) -> Iterator[Action] | None:
    """`order 3 1 2`: every unplaced ability, numbered as now, first listed goes on the stack first."""
    unplaced = unplaced_triggers(state, p.player)
    if sorted(perm) != list(range(1, len(unplaced) + 1)):
        return None
    wanted = [unplaced[i - 1] for i in perm]

    def steps() -> Iterator[Action]:
        for w in wanted:
            now = pending(state)
            if now.kind != "order":
                return  # the rest are the same ability of the same source, or the last one: no choice
            left = unplaced_triggers(state, now.player)
            if w in left:
                yield Action("order", (left.index(w) + 1,))

    return steps()


def _damage_steps(state: GameState, p: Pending, shares: tuple[int, ...]) -> Iterator[Action] | None:
    """`damage 2 1 0`: every recipient's share, in the order of the pending decision's options."""
    power = chars(state, p.object).power or 0
    if p.slot != 0 or len(shares) != len(p.options) or min(shares) < 0 or sum(shares) != power:
        return None
    return iter([Action("damage", (n,)) for n in shares[:-1]])


def _new_target_steps(state: GameState, p: Pending, refs: tuple[int, ...]) -> Iterator[Action] | None:
    """`choose 5 -2 7`: the copy's every target, in order (its current one to keep it)."""
    if p.slot != 0 or len(refs) != len(p.groups):
        return None
    return iter([Action("choose", (r,)) for r in refs])


def _divide_steps(state: GameState, p: Pending, shares: tuple[int, ...]) -> Iterator[Action] | None:
    """`divide 2 1`: every target's share, in the order of the targets."""
    obj = state.objects[p.object]
    if p.slot != 0 or len(shares) != sum(len(t) for t in obj.choices.targets) \
            or sum(shares) != announce.divide_total(state, p.object):
        return None
    return iter([Action("divide", (n,)) for n in shares[:-1]])




def _choose(p: Pending) -> Iterator[Action]:
    """A choice of one option (`choose X`, or `choose` for none when that is allowed); a choice of several
    (max > 1: a library search for up to N cards, scry, a discard of several) is taken one option at a
    time, `pick X`, then `done` once at least `min` are picked: at most one action per option and a `done`,
    where listing every answer gave every subset. The whole answer is still taken at once (`choose 4 7`;
    compact_steps)."""
    if p.max <= 1:
        if p.min == 0:
            yield Action("choose", ())
        if p.max == 1:
            for o in p.options:
                yield Action("choose", (o,))
        return
    if len(p.picked) < p.max:
        for o in p.options:
            if o not in p.picked:
                yield Action("pick", (o,))
    if len(p.picked) >= p.min:
        yield DONE


def _choose_steps(state: GameState, p: Pending, chosen: tuple[int, ...]) -> Iterator[Action] | None:
    """`choose 4 7` for a choice of several: each option picked in turn, then `done` unless the last pick
    ended the choice (the most that can be picked); all or nothing (a repeated or unlisted option is
    refused as its step is)."""
    if p.max <= 1 or p.picked:
        return None
    steps = [Action("pick", (o,)) for o in chosen]
    if len(chosen) < min(p.max, len(p.options)):
        steps.append(DONE)
    return iter(steps)


_COMPACT = {
    ("divide", "divide"): _divide_steps,
    ("new_targets", "choose"): _new_target_steps,
    ("order", "order"): _order_steps,
    ("damage", "damage"): _damage_steps,
    ("choose", "choose"): _choose_steps,
}


_ANNOUNCE = {
    "mode": _mode,
    "alternative": _alternative,
    "additional": _additional,
    "x": _x,
    "target": _target,
    "divide": _divide,
    "sacrifice": _sacrifice,
    "discard": _discard,
    "exile": _exile_cost,
    "return": _return_cost,
    "remove": _remove_cost,
    "reveal": _reveal_cost,
    "pay": _pay,
    "tap": _tap,
}
