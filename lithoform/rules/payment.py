"""Mana abilities (605) and paying mana costs (601.2g-h), with an auto-payer for agents.

Mana abilities don't use the stack: activating one pays its cost and adds its mana at once (605.3a-b).
The auto-payer picks untapped '{T}: Add ...' sources so that the pool can pay a cost; it is a helper, the
player may always pay by activating mana abilities one by one and then `pay`.
"""

from __future__ import annotations

import itertools
import operator
import os
from typing import Any

import msgspec

from lithoform.cards.mana import (
    NONGENERIC,
    ZERO_COST,
    Mana,
    ManaCost,
    decode_only,
    mana_units,
    parse_cost,
    pay_from_pool,
    pays_generic,
    phyrexian_count,
    symbol_accepts,
)
from lithoform.cards.mana_abilities import extra_part, mana_part, options_from_state
from lithoform.cards.tree import AbilityCostModifier, ActivatedAbility, AddMana, Cost, CountedMana
from lithoform.rules.activation_limits import activation_banned, note_activation, used_this_turn
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import (
    activated_abilities,
    battlefield_abilities,
    chars,
    from_battlefield_chars,
)
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import lose_life
from lithoform.rules.hooks import (
    ACTIVATION_BANS,
    MANA_ABILITY_EXTRAS,
    MANA_PRODUCED,
    MANA_REPLACEMENTS,
    MANA_SOURCE_EXTRAS,
    TAPPED_FOR_MANA,
)
from lithoform.rules.present import HAND_MANA_ABILITY, present_kinds
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.zones import discard, move, remove_counters, sacrifice, set_tapped
from lithoform.state.model import (
    BATTLEFIELD,
    EXILE,
    HAND,
    Choices,
    GameState,
    Obj,
    StackAbility,
    zone_key,
)


class PaymentError(ValueError):
    pass


def reduced_cost(total: ManaCost, symbols: str, floor_one: bool) -> ManaCost:
    """118.7: `total` less `symbols`; `floor_one`: not below one mana, generic mana only (Zirda's ruling: "a cycling
    cost of {2} would become {1}, and one of {1}{R} would become {R}")."""
    reduction = parse_cost(symbols)
    if floor_one:
        reduction = ManaCost(max(0, min(reduction.generic, total.generic, total.mana_value - 1)), (), 0)
    return total.minus(reduction)


def source_cost_changes_present(state: GameState) -> bool:
    """Whether a static ability that changes the cost of a permanent's activated abilities may be on the
    battlefield ('Activated abilities of creatures cost {1} less to activate', Heartstone; rules/present.py)."""
    kinds = present_kinds(state)
    return kinds is None or "AbilityCostModifier" in kinds


def source_cost_changes(state: GameState, source: int, total: ManaCost, mana_ability: bool) -> ManaCost:
    """602.2b, 601.2f, 605.3a: the changes of permanents' static abilities to the cost of the activated abilities
    of `source` ('Activated abilities of creatures you control cost {1} less to activate': Heartstone, Training
    Grounds, Gloom; 'Enchanted artifact's activated abilities ...': Power Artifact), the increases first, then the
    reductions (118.7). For a mana ability (`mana_ability`, 605.1a) only those that say 'activated abilities of'
    apply (not 'unless they're mana abilities', Suppression Field; nor 'that aren't mana abilities', Zirda)."""
    more, less = source_cost_parts(state, source, mana_ability)
    return changed_cost(total, more, less)


def changed_cost(total: ManaCost, more: list[str], less: list[tuple[str, bool]]) -> ManaCost:
    """118.7: `total` with the increases `more` added first, then the reductions `less` taken (each with its floor
    of one mana: reduced_cost)."""
    for symbols in more:
        total = total.plus(parse_cost(symbols))
    for symbols, floor_one in less:
        total = reduced_cost(total, symbols, floor_one)
    return total


def source_cost_parts(state: GameState, source: int, mana_ability: bool) -> tuple[list[str], list[tuple[str, bool]]]:
    """source_cost_changes's increases and reductions (each reduction with its floor of one mana), for a caller
    that adds others before the reductions are taken (118.7; Training Grounds's ruling: Suppression Field's {2}
    more, then Training Grounds's {2} less)."""
    more: list[str] = []
    less: list[tuple[str, bool]] = []
    if not source_cost_changes_present(state):
        return more, less
    obj = state.objects.get(source)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return more, less  # 'creatures you control': permanents (Training Grounds's ruling: not cycling, unearth)
    for pid, a in battlefield_abilities(state, AbilityCostModifier):
        if a.of is None and not a.enchanted:
            continue  # (a change read from the ability on the stack: announce._changed_ability_cost)
        if mana_ability and not a.mana_abilities:
            continue
        host = state.objects[pid]
        if a.enchanted and host.attached_to != source:
            continue
        if a.of is not None and not matches(state, a.of, source, host.controller, pid):
            continue
        if a.less:
            less.append((a.mana, a.floor_one))
        else:
            more.append(a.mana)
    return more, less


def ability_mana_cost(state: GameState, source: int, ability: ActivatedAbility) -> ManaCost:
    """605.3a, 602.2b: the mana a mana ability's cost asks for, as static abilities change it (Heartstone; a cost
    with no mana may get some: Gloom). Mana value 0: none to pay."""
    printed = ability.cost.mana
    if not printed and not source_cost_changes_present(state):
        return ZERO_COST  # (the usual '{T}: Add ...')
    return source_cost_changes(state, source, parse_cost(printed or ""), True)



def can_tap_for_cost(state: GameState, obj: Obj) -> bool:
    """302.6: a creature's {T} ability needs the creature under its controller's control continuously
    since their most recent turn began, unless it has haste (702.10)."""
    if obj.tapped:
        return False
    c = chars(state, obj.id)
    if "Creature" in c.types and summoning_sick(state, obj):
        return "haste" in c.keywords
    return True


def summoning_sick(state: GameState, obj: Obj) -> bool:
    """302.6: not under its controller's control continuously since their most recent turn began."""
    return obj.since_turn >= state.players[obj.controller].turn_began


Source = tuple[int, int, ActivatedAbility]


def mana_ability_sources(state: GameState, player: int) -> list[Source]:
    """(object id, ability number (1-based among activated abilities), ability) for each mana ability the
    player could activate now (605.3a). Found once per version of the objects and players (and continuous
    effects), from an index of the battlefield's mana abilities kept with the characteristics (issue 13).
    The list is shared: callers must not change it."""
    key = ("mana_sources", player, state.version, state.turn, bool(state.announcing))
    memo = state.memo
    hit = memo.get(key)
    if hit is not None and hit[0] is state.effects:
        return hit[1]
    objects = state.objects
    index = _mana_index(state)
    bans = ACTIVATION_BANS.now(state)
    turn_began = state.players[player].turn_began
    # The mana abilities' part of the listing, keyed on what it reads (issue 13): the index (by identity: the
    # same index is the same permanents with the same characteristics, types and haste among them), each
    # indexed permanent's record (controller, tapped, since when controlled: 302.6) and the player's turn
    # start. Kept only when every source of the player is a plain '{T}: Add' without a condition and no
    # activation ban applies (the other costs read more: the pool, life, sacrifice candidates).
    last_key = ("mana_sources_last", player)
    last = memo.get(last_key)
    out = None
    if last is not None and not bans and last[0] is index and last[1] is state.effects and last[2] == turn_began:
        records = tuple(map(objects.__getitem__, last[5]))
        if all(map(operator.is_, records, last[3])):
            out = last[4]
        else:  # a few records changed (a land tapped): only their entries are looked at again
            changed = _changed_sources(state, player, index, last, records)
            if changed is not None:
                out = changed[0]
                memo[last_key] = (index, state.effects, turn_began, records, out, last[5], changed[1])
        if out is not None and CHECK_REUSE and out != _find_sources(state, player, index, bans)[0]:
            raise StaleManaSourcesError(f"kept mana sources of P{player + 1} differ from fresh ones: {out}")
    if out is None:
        out, simple = _find_sources(state, player, index, bans)
        if simple and not bans:
            oids = tuple([oid for oid, _n, _a in index])
            kept = {(oid, n) for oid, n, _a in out}
            memo[last_key] = (index, state.effects, turn_began, tuple(map(objects.__getitem__, oids)), out, oids,
                              [(oid, n) in kept for oid, n, _a in index])
        elif last is not None:
            del memo[last_key]
    if len(memo) > 64:
        memo.clear()
    memo[key] = (state.effects, out)
    return out


def _changed_sources(state: GameState, player: int, index: tuple[Source, ...], last: tuple,
                     records: tuple) -> tuple[list[Source], list[bool]] | None:
    """The kept sources (mana_ability_sources' `last`: every source of the player a plain '{T}: Add' without a
    condition or limit) with the entries whose record changed looked at again, as _find_sources would (its
    controller, 106.4a; tapped, 302.6), and which index entries they are; None when a changed one isn't such a
    source of the player's (then all are looked at)."""
    flags = list(last[6])
    for i in itertools.compress(range(len(records)), map(operator.is_not, records, last[3])):
        record = records[i]
        if record.controller != player:
            flags[i] = False
            continue
        ability = index[i][2]
        cost = ability.cost
        plain = _PLAIN.get(id(cost))
        if plain is None or plain[0] is not cost or not plain[1] or ability.condition is not None \
                or ability.once_each_turn or ability.times_each_turn:
            return None
        flags[i] = not (cost.tap and (record.tapped or not can_tap_for_cost(state, record)))
    return list(itertools.compress(index, flags)), flags


class StaleManaSourcesError(Exception):
    """Kept mana sources differ from fresh ones (LITHOFORM_CHECK_LEGAL): a bug in what they are keyed on."""


CHECK_REUSE = os.environ.get("LITHOFORM_CHECK_LEGAL", "") not in ("", "0")


def _find_sources(state: GameState, player: int, index: tuple[Source, ...], bans: Any) -> tuple[list[Source], bool]:
    """The player's mana sources, and whether each mana ability of theirs is a plain '{T}: Add' (_plain)
    without a condition (what mana_ability_sources may keep by the records)."""
    out: list[Source] = []
    objects = state.objects
    simple = True
    changed = source_cost_changes_present(state)
    for oid, n, ability in index:
        obj = objects[oid]
        if obj.controller != player:
            continue
        cost = ability.cost
        plain = _PLAIN.get(id(cost))
        if plain is None or plain[0] is not cost:
            if len(_PLAIN) >= 8192:  # (a token's or copy's face is new: kept bounded)
                _PLAIN.clear()
            plain = _PLAIN[id(cost)] = (cost, _plain(cost))
        limited = ability.once_each_turn or ability.times_each_turn
        if not plain[1] or ability.condition is not None or limited:
            simple = False
        if obj.tapped and cost.tap:
            continue  # (the most common answer first: mana_cost_payable_now would say no too)
        if ability.instant_speed and state.announcing:
            continue  # 'Activate only as an instant.': not while a spell or ability is being paid for (605.3a)
        if limited and used_this_turn(state, obj, ability):
            continue  # 602.5b: 'Activate only once each turn.' (Kozilek's Translator)
        if ability.condition is not None and not activation_condition_holds(state, player, oid, ability):
            continue  # 602.5b: 'Activate only if you control five or more lands.' (Temple of the False God)
        if plain[1] and changed:  # 602.2b: a static ability may add mana to its cost (Gloom): checked in full
            simple = False
            if mana_cost_payable_now(state, player, obj, ability):
                out.append((oid, n, ability))
            continue
        if plain[1]:  # (the usual '{T}: Add ...': mana_cost_payable_now's answer without its other checks)
            if (bans and any(banned(state, oid, ability) for banned in bans)) \
                    or (cost.tap and not can_tap_for_cost(state, obj)):
                continue
            out.append((oid, n, ability))
        elif mana_cost_payable_now(state, player, obj, ability):
            out.append((oid, n, ability))
    return out, simple


def activation_condition_holds(state: GameState, player: int, oid: int, ability: ActivatedAbility) -> bool:
    """602.5b: a mana ability's 'Activate only if [condition]' holds now for the player activating it (605.3a:
    checked as the mana ability is activated, with no stack object)."""
    assert ability.condition is not None
    return condition_holds(state, ability.condition, Ctx(state, 0, player, oid, Choices(), ()))


def _plain(cost: Cost) -> bool:
    """Whether the cost has none of the parts mana_cost_payable_now checks but {T} and the bans: no mana,
    counters, discard, {Q}, return, life, energy, tapping of others or sacrifice."""
    return not (cost.mana or cost.remove_counters or cost.remove_any or cost.discard or cost.untap or cost.return_to_hand
                or cost.put_counters or cost.return_this or cost.pay_life or cost.energy or cost.tap_others
                or cost.sacrifice or cost.sacrifice_object or cost.unattach_object)


# id(cost) -> (the cost, kept alive; _plain's answer): costs are immutable parts of definitions
_PLAIN: dict[int, tuple[Cost, bool]] = {}


def plain_cost(cost: Cost) -> bool:
    """_plain's answer, found once per cost (by identity)."""
    plain = _PLAIN.get(id(cost))
    if plain is None or plain[0] is not cost:
        if len(_PLAIN) >= 8192:
            _PLAIN.clear()
        plain = _PLAIN[id(cost)] = (cost, _plain(cost))
    return plain[1]

_MANA_INDEX = ("mana_index",)


def _mana_index(state: GameState) -> tuple[Source, ...]:
    """Every mana ability of a permanent on the battlefield, whoever controls it, found once per state of
    the characteristics cache (which any change of characteristics or zones clears)."""
    return from_battlefield_chars(state, _MANA_INDEX, _find_mana)


class ManaIndexFlags:
    """What the battlefield's mana index holds, for a payment's questions: `several`, the permanents in it with
    more than one mana ability with {T} in its cost (several_tapped_abilities); `special`, whether one of its
    abilities has a sacrifice in its cost or may be activated only as an instant (castability_sources);
    `restricted`, whether one makes mana that may be spent only on some costs (106.6). (A plain class, not
    attributes on the index's tuple: the compiled build can't subclass a builtin, issue 13.)"""

    __slots__ = ("several", "special", "restricted")

    def __init__(self, several: frozenset[int], special: bool, restricted: bool) -> None:
        self.several = several
        self.special = special
        self.restricted = restricted


def _find_mana(state: GameState) -> tuple[Source, ...]:
    found: list[Source] = []
    for oid in state.zones[BATTLEFIELD]:
        c = chars(state, oid)
        if c.has_mana_ability:
            # (a mana ability that functions in the hand, a Spirit Guide's, does nothing here: 113.6m)
            found.extend((oid, n, a) for n, a in enumerate(c.activated, 1) if a.mana and a.zone == BATTLEFIELD)
    return tuple(found)


_MANA_FLAGS = ("mana_index_flags",)


def _find_flags(state: GameState) -> ManaIndexFlags:
    several: set[int] = set()
    special = restricted = False
    last = 0  # (a permanent's abilities are listed together)
    for oid, _n, a in _mana_index(state):
        cost = a.cost
        if cost.tap:
            if oid == last:
                several.add(oid)
            last = oid
        if cost.sacrifice or a.instant_speed:
            special = True
        effect = a.effect
        if effect.only if isinstance(effect, AddMana) else ((made := mana_part(effect)) is not None and made.only):
            restricted = True
    return ManaIndexFlags(frozenset(several), special, restricted)


def source_spendable(state: GameState, source: Source, spend: int) -> bool:
    """106.6: whether the mana the source makes may be spent on `spend` (spendable)."""
    made = mana_part(source[2].effect)
    return made is None or not made.only or spendable(state, Mana("C", source[0], only=made.only), spend)


def mana_index_flags(state: GameState) -> ManaIndexFlags:
    """The flags of the battlefield's mana index (ManaIndexFlags), for a payment's questions (found once per
    state of the characteristics)."""
    return from_battlefield_chars(state, _MANA_FLAGS, _find_flags)


def hand_mana_sources(state: GameState, player: int) -> list[Source]:
    """(card, ability number, ability) for each mana ability that functions in the player's hand (113.6m) and
    may be activated now (605.3a): 'Exile ~ from your hand: Add {R}.' (the Spirit Guides), its cost paid as it
    is activated (602.2b). Not among mana_ability_sources: the auto-payer never spends a card of the hand; the
    player activates it (before paying a cost, 601.2g)."""
    kinds = present_kinds(state)
    if kinds is not None and HAND_MANA_ABILITY not in kinds:
        return []  # issue 13: no card of the game has one, so the hand isn't looked at
    out: list[Source] = []
    for oid in state.zones.get(zone_key(HAND, player), ()):
        obj = state.objects[oid]
        known = _HAND_MANA.get(id(obj))
        if known is None or known[0] is not obj:
            if len(_HAND_MANA) >= 8192:
                _HAND_MANA.clear()
            known = _HAND_MANA[id(obj)] = (obj, tuple(
                (n, a) for n, a in enumerate(chars(state, oid).activated, 1) if a.mana and a.zone == HAND))
        for n, ability in known[1]:
            if not activation_banned(state, oid, ability):  # 602.5
                out.append((oid, n, ability))
    return out


# id(record) -> (the record, kept alive; its hand mana abilities): off the battlefield a card's abilities are
# its record's (no continuous effect applies), so they're found once per record
_HAND_MANA: dict[int, tuple[Obj, tuple[tuple[int, ActivatedAbility], ...]]] = {}


def castability_sources(state: GameState, player: int, sources: list[Source], excluded: int = 0,
                        hand: list[Source] | None = None, special: bool = True) -> list[Source]:
    """The mana abilities the player could activate while paying a cost if they began to now (601.2g, 605.3a),
    one entry for each activation, as the payment step offers them: what a priority listing's 'can this be
    paid?' counts (117.1, 601.2, 602.2: an action is offered only if it could be finished).
    - 'Sacrifice a creature: Add {C}{C}' (Ashnod's Altar, Phyrexian Altar, Krark-Clan Ironworks) once for each
      permanent it could sacrifice (701.21a; once in all with a {T} in its cost, Gilded Goose), the candidates
      shared among such sources; a permanent that is itself a 'Sacrifice ~' mana source (a Treasure) is left
      to its own ability.
    - the hand's mana abilities (113.6m: 'Exile ~ from your hand: Add {R}.'), but not `excluded`'s: the card
      being cast is on the stack as its costs are paid (601.2a).
    - not an 'Activate only as an instant' one (Lion's Eye Diamond): it can't be activated while a spell or
      ability is being paid for (605.3a; its ruling).
    The list is `sources` itself when none of that applies (the usual case: the listing is the hot path).
    `hand`: hand_mana_sources' answer, when the caller has it; `special` False: the mana index has no source
    with a sacrifice or 'as an instant' (mana_index_flags)."""
    if hand is None:
        hand = hand_mana_sources(state, player)
    if not hand:
        if not special:
            return sources
        for _o, _n, a in sources:
            if a.instant_speed or a.cost.sacrifice:
                break
        else:
            return sources
    out: list[Source] = []
    used: set[int] = set()  # permanents already counted as sacrificed to an earlier source (each is one mana)
    self_sacrificed = {oid for oid, _n, a in sources if a.cost.sacrifice and all(s.this for s in a.cost.sacrifice)}
    for source in sources:
        oid, _n, ability = source
        cost = ability.cost
        if ability.instant_speed:
            continue
        others = [s for s in cost.sacrifice if not s.this]
        if not others:
            out.append(source)
            continue
        if len(others) > 1:
            continue  # (two sacrifices for one activation: none such among the cards; not counted, never offered)
        fresh = [c for c in sacrifice_candidates(state, player, others[0].filter, oid)
                 if c not in used and c not in self_sacrificed]
        times = min(len(fresh), 1 if cost.tap or cost.remove_counters or cost.pay_life else len(fresh))
        used.update(fresh[:times])
        out.extend([source] * times)
    out.extend(s for s in hand if s[0] != excluded)
    return out


def mana_cost_payable_now(state: GameState, player: int, obj: Obj, ability: ActivatedAbility,
                          with_mana: bool = True) -> bool:
    """The non-mana parts of a mana ability's cost (605.3a): {T}, sacrifices and life (119.4: no more than
    the player has; Mana Confluence), and mana in the cost (Castle Garenbrig's '{2}{G}{G}, {T}: Add six {G}'):
    paid from the mana already in the pool (605.3a: the player activates the abilities that make it first)."""
    cost = ability.cost
    if used_this_turn(state, obj, ability):  # 602.5b: 'Activate only once each turn.'
        return False
    if with_mana:
        mana = ability_mana_cost(state, obj.id, ability)
        if mana.mana_value and pay_from_pool(mana, usable_pool(state, player, 0)[0]) is None:
            return False
    if any(obj.counter(kind) < n for kind, n in cost.remove_counters):  # 118.3 (Vivid lands' charge counters)
        return False
    if cost.remove_x or cost.remove_all or cost.discard or cost.untap or cost.return_to_hand or cost.return_this \
            or cost.sacrifice_object or cost.unattach_object:
        return False
    if cost.pay_life and state.players[player].life < cost.pay_life:  # 119.4
        return False
    if cost.energy and state.player_counter(player, "energy") < cost.energy:  # 107.14, 118.3
        return False
    if activation_banned(state, obj.id, ability):  # 602.5 (Arrest)
        return False
    if cost.tap and not can_tap_for_cost(state, obj):
        return False
    if cost.tap_others and len(tap_candidates_for_mana(state, player, obj.id, ability)) < cost.tap_others[0].count:
        return False
    return all(has_sacrifice_candidate(state, player, s.filter, obj.id) for s in cost.sacrifice if not s.this)


def mana_costed_sources(state: GameState, player: int) -> list[Source]:
    """With the auto_mana game option (mana made as a cost is paid, issue 13), the mana abilities whose cost
    includes mana (Castle Garenbrig's '{2}{G}{G}, {T}: Add six {G}'), whose mana the pool doesn't hold yet: each
    may be activated if its mana can be made by the auto-payer from the player's other sources (605.3a: the
    player activates those mana abilities first), and the rest of its cost can be paid."""
    out: list[Source] = []
    sources = None
    for oid, n, ability in _mana_index(state):
        obj = state.objects[oid]
        if obj.controller != player or (obj.tapped and ability.cost.tap):
            continue
        mana = ability_mana_cost(state, oid, ability)
        if not mana.mana_value:
            continue
        if mana_cost_payable_now(state, player, obj, ability):
            continue  # the pool pays it: already among mana_ability_sources
        if not mana_cost_payable_now(state, player, obj, ability, with_mana=False):
            continue
        if sources is None:
            sources = mana_ability_sources(state, player)
        others = [s for s in sources if s[0] != oid]
        if autopay_plan(state, player, mana, others) is not None:
            out.append((oid, n, ability))
    return out


def _autopay_ability_mana(state: GameState, player: int, oid: int, ability: ActivatedAbility) -> None:
    """605.3a: the mana of a mana ability's cost, made first by the other sources the auto-payer picks
    (auto_mana; `mana_costed_sources`); nothing when the pool already pays it."""
    cost = ability_mana_cost(state, oid, ability)  # 602.2b: as static abilities change it (Heartstone)
    if pay_from_pool(cost, usable_pool(state, player, 0)[0]) is not None:
        return
    others = [s for s in mana_ability_sources(state, player) if s[0] != oid]
    found = autopay_plan(state, player, cost, others)
    if found is None:
        raise PaymentError(f"the mana of {ability.cost.mana} can't be made (605.3a)")
    for source, k, color in found[0]:
        activate_mana_ability(state, player, source, k, color, ())


def tap_candidates_for_mana(state: GameState, player: int, source: int, ability: ActivatedAbility) -> list[int]:
    """'{T}, Tap an untapped creature you control: Add ...' (Springleaf Drum; 605.3a, 602.2b): the untapped
    permanents of the player that could be tapped for the cost. 302.6 limits only {T} and {Q}, so a creature
    that came under its controller's control this turn may be tapped this way; a {T} in the same cost needs
    the source itself, so it can't be one of them."""
    f = ability.cost.tap_others[0].filter
    objects = state.objects
    return [oid for oid in state.zones[BATTLEFIELD]
            if objects[oid].controller == player and not objects[oid].tapped
            and not (ability.cost.tap and oid == source) and matches(state, f, oid, player, source)]


def pay_energy(state: GameState, player: int, n: int) -> None:
    """107.14, 118.3: paying {E} removes that many energy counters from the player (122.1); never more than
    they have (the callers check that the cost can be paid)."""
    have = state.player_counter(player, "energy")
    if have < n:
        raise PaymentError(f"P{player + 1} has {have} energy, not {n}")
    state.set_player_counter(player, "energy", have - n)
    state.emit("pay_energy", ("107.14", "122.1"), player=player, amount=n)


def sacrifice_candidates(state: GameState, player: int, f, source: int) -> list[int]:
    """The permanents the player could sacrifice for a 'Sacrifice a [filter]' cost (701.21a)."""
    return [oid for oid in state.zones[BATTLEFIELD]
            if state.objects[oid].controller == player and matches(state, f, oid, player, source)]


def has_sacrifice_candidate(state: GameState, player: int, f, source: int) -> bool:
    """Whether the player controls a permanent they could sacrifice for a 'Sacrifice a [filter]' cost (701.21a,
    118.3). Newest first: only whether one exists is asked, and the permanents such a cost names (creatures,
    artifacts) usually came after the lands; a permanent without one of the filter's card types is passed
    over before `matches` (which would refuse it: characteristics_fit). Issue 13: a listing asks it of every
    such ability."""
    objects = state.objects
    types = f.types if f is not None else ()
    for oid in reversed(state.zones[BATTLEFIELD]):
        if objects[oid].controller != player:
            continue
        if types:  # (matches' first characteristic test, 109.2, asked first: most permanents fail it)
            have = chars(state, oid).types
            if not any(t in have for t in types):
                continue
        if matches(state, f, oid, player, source):
            return True
    return False


def activate_mana_ability(state: GameState, player: int, oid: int, n: int, color: str | None,
                          sacrificed: tuple[int, ...], tapped: tuple[int, ...] = (), removed: int | None = None) -> None:
    """605.3a-b: activate a mana ability: pay its cost, then add the mana immediately (no stack). `tapped`:
    the permanents chosen for a 'tap an untapped creature you control' part of the cost (602.2b). `removed`:
    how many counters a 'Remove any number of [kind] counters from ~' cost removes (107.1c; the storage lands)."""
    obj = state.objects[oid]
    ability = activated_abilities(chars(state, oid))[n - 1]
    effect = mana_part(ability.effect)
    if effect is None:
        raise PaymentError("not a mana ability")
    made_by = ability.effect
    if ability.cost.remove_any:
        kind = ability.cost.remove_any
        if removed is None or not 0 <= removed <= obj.counter(kind):  # 107.1c, 118.3: zero up to what it has
            raise PaymentError(f"choose how many {kind} counters to remove, 0 to {obj.counter(kind)} (107.1c, 118.3)")
        if isinstance(made_by, CountedMana):  # 605.3b: 'for each storage counter removed this way', counted now
            count = Ctx(state, oid, player, oid, Choices(counters_removed=removed), ()).amount(made_by.amount)
            made_by = msgspec.structs.replace(made_by, amount=count)
    elif removed is not None:
        raise PaymentError("this ability's cost removes no chosen number of counters")
    if ability.condition is not None and not activation_condition_holds(state, player, oid, ability):
        raise PaymentError("its 'Activate only if ...' condition doesn't hold (602.5b)")
    if obj.zone != ability.zone:  # 113.6m: a hand mana ability functions only in its owner's hand
        raise PaymentError(f"this mana ability functions only from the {ability.zone} (113.6m)")
    if used_this_turn(state, obj, ability):
        raise PaymentError("it was already activated as many times as it may be this turn (602.5b)")
    if options_from_state(made_by):
        option = _option_now(state, player, oid, ability, color)
    else:
        option = _option_of(state, player, oid, ability, effect, color)
    for produced in MANA_PRODUCED.now(state):  # 605.3b: 'add {C}{C} instead' (mechanics/conditional_mana)
        option = produced(state, player, oid, made_by, option)
    for replaced in MANA_REPLACEMENTS.now(state):  # 106.12b (mechanics/mana_replacements)
        option = replaced(state, player, oid, ability, option)
    if ability.cost.tap_others:
        wanted = sum(t.count for t in ability.cost.tap_others)
        allowed = tap_candidates_for_mana(state, player, oid, ability)
        if len(tapped) != wanted or len(set(tapped)) != wanted or any(t not in allowed for t in tapped):
            raise PaymentError(f"choose {wanted} untapped permanent(s) to tap for this cost (602.2b)")
    elif tapped:
        raise PaymentError("this ability's cost taps no other permanent")
    mana = ability_mana_cost(state, oid, ability)
    if mana.mana_value and state.auto_mana:
        _autopay_ability_mana(state, player, oid, ability)
    if mana.mana_value and not pay_mana(state, player, mana, 0):
        raise PaymentError(f"the mana in the pool can't pay {ability.cost.mana} (605.3a)")
    if ability.cost.tap:
        set_tapped(state, oid, True)
    for tid in tapped:  # 602.2b: tapped as the cost is paid (an ability of a tapped creature isn't stopped)
        set_tapped(state, tid, True)
    if ability.cost.pay_life:  # 119.4, 605.3a: part of the mana ability's cost
        lose_life(state, player, ability.cost.pay_life, ("119.4",), paid=True)
    if ability.cost.energy:  # 107.14, 605.3a: 'Pay {E}' is part of the mana ability's cost
        pay_energy(state, player, ability.cost.energy)
    for kind, k in ability.cost.remove_counters:  # 'Remove a charge counter from ~: Add ...' (605.3a, 118.3)
        if obj.counter(kind) < k:
            raise PaymentError(f"it has fewer than {k} {kind} counter(s) to remove (118.3)")
    for kind, k in ability.cost.remove_counters:
        remove_counters(state, oid, kind, k)
    if ability.cost.remove_any and removed:  # 602.2b: part of the cost (zero removes nothing, 107.1c)
        remove_counters(state, oid, ability.cost.remove_any, removed)
    for kind, k in ability.cost.put_counters:  # 'Put a -0/-1 counter on ~: Add {G}.' (Wall of Roots; 602.2b)
        put_counters(state, oid, kind, k, by=player)
    if ability.cost.discard_hand:  # 701.9a: 'Discard your hand' in a mana ability's cost (605.3a): every card
        for card in state.zones[zone_key(HAND, player)]:
            discard(state, card)
    if ability.cost.exile_this:  # 'Exile ~ from your hand: Add {R}.' (602.2b: part of the cost; 605.3a)
        move(state, oid, EXILE, rules=("602.2b",))
    for sid in sacrificed:
        sacrifice(state, sid)
    if any(s.this for s in ability.cost.sacrifice):
        sacrifice(state, oid)  # 'Sacrifice ~: Add ...' (the mana's source is still this object, 106.3)
    note_activation(state, oid, ability)  # 602.5b (a source sacrificed for the cost keeps no record)
    add_mana(state, player, mana_units(option, oid, effect.only, effect.rider))
    state.emit("mana_ability", ("605.3a", "106.3"), player=player, source=oid, card=obj.card, mana=option)
    extra = extra_part(ability.effect)
    if extra:  # 605.3b: the rest of the ability happens at once too (a painland's damage)
        for fn in MANA_ABILITY_EXTRAS.fns:
            fn(state, player, oid, n)
    if ability.cost.tap:  # 106.12a: it was tapped for mana; triggered mana abilities resolve at once (605.4a)
        for tapped_fn in TAPPED_FOR_MANA.now(state):
            tapped_fn(state, player, oid)


def _option_of(state: GameState, player: int, oid: int, ability: ActivatedAbility, effect: AddMana,
               color: str | None) -> str:
    """The option of the ability's tree the activation chose (`color`: its mana, or its color's letter)."""
    try:
        return _pick_option(effect, color)
    except PaymentError:
        now = made_options(state, player, oid, ability)  # the planner names what it makes now ({C}{C}, {G})
        bare = tuple(o.replace("{", "").replace("}", "") for o in now)  # ('G' for '{G}': the chosen color)
        if color is None or len(now) != len(effect.options) or (color not in now and color not in bare):
            raise
        return effect.options[now.index(color) if color in now else bare.index(color)]


def _option_now(state: GameState, player: int, oid: int, ability: ActivatedAbility, color: str | None) -> str:
    """106.7: the option of an ability whose options are the state's (options_from_state): one of those it has
    now; with none it adds no mana ('' , 106.7's example)."""
    now = made_options(state, player, oid, ability, replaced=False)
    if not now:
        return ""
    if color is None and len(now) == 1:
        return now[0]
    for option in now:
        if color in (option, option.strip("{}")):
            return option
    after = made_options(state, player, oid, ability)  # the planner names the mana made instead (106.12b)
    if len(after) == len(now):
        for option, made in zip(now, after, strict=True):
            if color in (made, made.strip("{}")):
                return option
    raise PaymentError(f"this ability can't add {color or 'that'} now; it could add {' or '.join(now)} (106.7)")


def made_options(state: GameState, player: int, oid: int, ability: ActivatedAbility,
                 replaced: bool = True) -> tuple[str, ...]:
    """The mana a mana ability would add now, option by option (605.3b: 'add {C}{C} instead' when its
    condition holds, MANA_PRODUCED); () if it adds none."""
    made = mana_part(ability.effect)
    if made is None:
        return ()
    # (`replaced` False: the options before 106.12b's replacements, which the activation applies itself)
    replacements = MANA_REPLACEMENTS.now(state) if replaced else ()
    if isinstance(ability.effect, AddMana) or not (produced_fns := MANA_PRODUCED.now(state)):  # the usual case
        if not replacements:
            return made.options
        options = list(made.options)
    else:
        options = []
        for option in made.options:
            for produced in produced_fns:
                option = produced(state, player, oid, ability.effect, option)
            options.append(option)
    for replace in replacements:  # 106.12b: what it makes instead when tapped for mana (mechanics/mana_replacements)
        options = [replace(state, player, oid, ability, o) for o in options]
    if options_from_state(ability.effect):  # 106.7: only the options it has now
        return tuple(o for o in options if o)
    return tuple(options)


def _pick_option(effect: AddMana, color: str | None) -> str:
    if color is None:
        if len(effect.options) != 1:
            raise PaymentError(f"choose one of {', '.join(effect.options)}")
        return effect.options[0]
    for option in effect.options:
        if color in (option, option.strip("{}"), option.replace("{", "").replace("}", "")):  # G, {R}{R}, RR
            return option
    raise PaymentError(f"this ability can't add {color}; it adds {' or '.join(effect.options)}")


def add_mana(state: GameState, player: int, units: tuple[Mana, ...]) -> None:
    """106.4: mana is added to the player's mana pool. 107.4h: mana made by a snow source (106.3: the permanent
    whose ability made it, or the spell) remembers that, as it is made, for {S} costs."""
    snowy = {m.source for m in units if snow_source(state, m.source)} if units else ()
    if snowy:
        units = tuple(msgspec.structs.replace(m, snow=True) if m.source in snowy else m for m in units)
    p = state.players[player]
    state.set_player(msgspec.structs.replace(p, pool=p.pool + units))


def snow_source(state: GameState, source: int) -> bool:
    """107.4h, 205.4g: whether the mana's source is snow now (as it last existed if it has just been sacrificed
    for the mana, 608.2h: a Treasure)."""
    if source <= 0:
        return False
    try:
        return "Snow" in chars(state, source).supertypes
    except KeyError:
        return False


SPEND_ANY = -1  # `spend`: listing whether a cost could be paid at all: restricted mana counts (106.6, 601.2)


def spendable(state: GameState, unit: Mana, spend: int) -> bool:
    """106.6: whether this mana may pay a cost of `spend` (the spell or ability being cast or activated; 0: a
    cost of something else, an 'unless you pay'; SPEND_ANY: any). 'Spend this mana only to cast creature spells
    or activate abilities of creatures' (Castle Garenbrig): `only` lists 'spell:' and 'ability:' clauses, each
    with what the spell, or the ability's source, must be (cards/mana.py `decode_only`: card types, or any
    description; 'of the chosen type' reads the mana's source's choice, 607.2d); the ability's source must be on
    the battlefield ('abilities of creatures': its ruling). A bare 'ability:' is any activated ability. A card not
    on the battlefield as `spend` is the spell it would be (a listing asking whether it could be cast, 601.2)."""
    if not unit.only or spend == SPEND_ANY or unit.only == NONGENERIC:
        return True  # (NONGENERIC: any cost, but not its generic part: pay_from_pool, _plan)
    obj = state.objects.get(spend)
    if obj is None:
        return False
    for clause in unit.only.split("|"):
        kind, _, part = clause.partition(":")
        f = decode_only(part)
        if kind == "spell" and isinstance(obj, Obj) and obj.zone != BATTLEFIELD and (
                f is None or matches(state, f, spend, obj.controller, unit.source)):
            return True
        if kind == "ability" and isinstance(obj, StackAbility) and obj.kind == "activated":
            if f is None:
                return True
            source = state.objects.get(obj.source)
            if isinstance(source, Obj) and source.zone == BATTLEFIELD and matches(
                    state, f, obj.source, obj.controller, unit.source):
                return True
    return False


def usable_pool(state: GameState, player: int, spend: int) -> tuple[list[Mana], list[int]]:
    """The mana of the pool that may pay a cost of `spend` (106.6), and each unit's index in the pool."""
    pool = state.players[player].pool
    if not any(m.only for m in pool):
        return list(pool), list(range(len(pool)))
    kept = [i for i, m in enumerate(pool) if spendable(state, m, spend)]
    return [pool[i] for i in kept], kept


def pay_mana(state: GameState, player: int, cost: ManaCost, life: int, spend: int = 0) -> bool:
    """601.2h: pay `cost` from the pool, `life` Phyrexian symbols with 2 life each (107.4f, 119.4); `spend`: what
    the cost is paid for, for mana that may be spent only on some costs (106.6)."""
    p = state.players[player]
    if life and p.life < 2 * life:
        return False
    usable, index = usable_pool(state, player, spend)
    chosen = pay_from_pool(cost, usable, life)
    if chosen is None:
        return False
    picked = {index[i] for i in chosen}
    pool = tuple(m for i, m in enumerate(p.pool) if i not in picked)
    state.set_player(msgspec.structs.replace(p, pool=pool, life=p.life - 2 * life))
    return True


# --- auto-payer -----------------------------------------------------------------------------------------


def pay_special_action_mana(state: GameState, player: int, cost: ManaCost, obj: int, rules: tuple[str, ...],
                             what: str) -> None:
    """A special action's mana cost (116.2), paid as its autopay plan says: the plan's mana abilities activated
    (605.3a), then the cost paid from the pool (601.2h) and logged with `rules`. `what` names the action, which
    was listed as legal only when the plan exists."""
    plan = autopay_plan(state, player, cost)
    assert plan is not None, f"{what} was listed as legal"
    activations, life = plan
    for source, n, color in activations:
        activate_mana_ability(state, player, source, n, color, ())
    assert pay_mana(state, player, cost, life)
    state.emit("paid", ("601.2h", *rules), player=player, obj=obj, cost=str(cost), life=2 * life)


def autopay_plan(state: GameState, player: int, cost: ManaCost, sources_now: list[Source] | None = None,
                 include_sacrifice: bool = False, spend: int = 0) -> tuple[list[tuple[int, int, str]], int] | None:
    """A way to pay `cost` with the pool plus untapped '{T}: Add' sources: the mana abilities to activate
    (object, ability number, color or option) and how many Phyrexian symbols to pay with life. None if
    there is none. Each mana ability counts with all the mana it makes (106.4, 605.3a): Sol Ring's {C}{C}
    is two mana, "Add {R}{G}" one {R} and one {G}; mana it makes beyond the cost stays in the pool. A
    choice between several multi-mana options is tried each way. Sources that need a sacrifice or life are
    left to the player, unless `include_sacrifice` (to know whether a cost could be paid at all, e.g. with
    a Treasure or Mana Confluence: then `sources_now` lists each activation, castability_sources). `spend`: what the cost is paid for (106.6: restricted mana, `spendable`)."""
    pool = usable_pool(state, player, spend)[0]
    extras = tapped_for_mana_extras(state)
    bonus: dict[tuple[int, int], tuple[str, ...]] = {}
    fixed: list[tuple[int, int, tuple[str, ...]]] = []
    choices: list[tuple[int, int, tuple[str, ...]]] = []  # a choice among options of several mana each
    if sources_now is None:
        sources_now = mana_ability_sources(state, player)
        if include_sacrifice:
            sources_now = castability_sources(state, player, sources_now)
    merged: dict[int, dict[str, int]] = {}  # a permanent's several {T} abilities as one source: its mana -> ability
    no_generic_sources: set[int] = set()
    tapped_entry: dict[int, tuple[list, int]] = {}  # a permanent -> where its {T} ability's entry is
    for oid, n, ability in sources_now:
        if ability.cost.sacrifice and not include_sacrifice:
            continue  # (which permanent to sacrifice is the player's choice: castability_sources counts them)
        if ability.cost.tap_others or ability.cost.mana or ability.cost.remove_any:
            continue  # which creature to tap is the player's choice (Springleaf Drum), and mana paid for mana
            # (Castle Garenbrig) and how many storage counters to remove (107.1c) are the player's to plan:
            # never auto-paid
        if (ability.cost.pay_life or ability.cost.energy or ability.cost.remove_counters) and not include_sacrifice:
            continue  # paying life is the player's choice: counted for payability, never auto-paid
        options = made_options(state, player, oid, ability)
        if not options:
            continue
        only = mana_part(ability.effect).only  # type: ignore[union-attr]
        if only and not spendable(state, Mana("C", oid, only=only), spend):
            continue  # 106.6: its mana couldn't pay this cost
        if only and not pays_generic(Mana("C", oid, only=only)):
            no_generic_sources.add(oid)
        more = extras.get(oid, ()) if ability.cost.tap else ()
        if ability.cost.tap and oid in tapped_entry:
            # 107.5, 118.3: one {T} cost per untapped permanent: its other mana abilities with {T} (a painland's
            # '{T}: Add {C}' and '{T}: Add {U} or {R}') are one source, whichever of them is activated
            _merge_tapped(tapped_entry[oid], oid, n, options, merged, more)
            continue
        if more:  # 106.12a: tapping it for mana makes more (Utopia Sprawl); the option is fixed per activation
            bonus[(oid, n)] = more
            target = fixed if len(options) == 1 else choices
        else:
            target = fixed if len(options) == 1 or all(len(mana_units(o, 0)) == 1 for o in options) else choices
        if ability.cost.tap:
            tapped_entry[oid] = (target, len(target))
        target.append((oid, n, options))
    creature = {oid: "Creature" in chars(state, oid).types for oid, _n, _o in fixed + choices}
    # 107.4h: the sources whose mana can pay {S}
    snow = {oid for oid, _n, _o in fixed + choices if snow_source(state, oid)} if "S" in cost.symbols else set()
    # 106.6: the sources whose mana can't pay generic costs (Jegantha, the Wellspring)
    no_generic = {oid for oid, _n, _o in fixed + choices if oid in no_generic_sources} if no_generic_sources else set()
    life_total = state.players[player].life
    combos = itertools.islice(itertools.product(*(opts for _o, _n, opts in choices)), _MAX_COMBOS)
    for combo in combos:
        units: list[tuple[tuple[str, ...], tuple[int, int, str | None]]] = []
        for (oid, n, options), option in [((o, n, opts), None) for o, n, opts in fixed] + list(
                zip(choices, combo, strict=True)):
            if option is None and len(options) > 1:  # one mana of a color of the player's choice
                units.append((tuple(o.strip("{}") for o in options), (oid, n, None)))
                continue
            text = option if option is not None else options[0]
            made = mana_units(text, oid)
            more = bonus.get((oid, n), ())
            tag = None if len(made) == 1 and option is None and not more else text
            units += [((m.type,), (oid, n, tag)) for m in made]
            for extra in more:  # the triggered mana abilities' mana comes with it (605.4a)
                units += [((m.type,), (oid, n, tag)) for m in mana_units(extra, oid)]
        # the least flexible sources first; among equals, lands before creatures (which may still attack
        # or block)
        units.sort(key=lambda u: (len(u[0]), creature[u[1][0]]))
        for life in range(0, phyrexian_count(cost) + 1):
            if life and 2 * life > life_total:  # 119.4; 119.4b: paying 0 life is always possible (at -5 too)
                break
            plan = _plan(cost, pool, units, life, snow, no_generic)
            if plan is not None:
                if merged:  # which of a permanent's {T} abilities makes the mana chosen
                    plan = [(o, merged[o][c.strip("{}")] if k == _MERGED else k, c) for o, k, c in plan]
                return plan, life
    return None


_MERGED = -1  # the ability number of a permanent's several {T} mana abilities taken as one source


def _merge_tapped(where: tuple[list, int], oid: int, n: int, options: tuple[str, ...],
                  merged: dict[int, dict[str, int]], more: tuple[str, ...]) -> None:
    """Joins a permanent's second (or later) {T} mana ability to the entry of its first: when every option of
    both makes one mana, one source making any of them (the planner names the mana, `merged` which ability
    makes it); else the one of the two that makes the most mana at once (never counting the permanent twice)."""
    entries, i = where
    first_oid, first_n, first_options = entries[i]
    single = all(len(mana_units(o, 0)) == 1 for o in (*first_options, *options))
    if single and not more:
        which = merged.setdefault(oid, {o.strip("{}"): first_n for o in first_options})
        for o in options:
            which.setdefault(o.strip("{}"), n)
        union = tuple(dict.fromkeys((*first_options, *options)))
        entries[i] = (first_oid, _MERGED, union)
        return
    if not more and first_n != _MERGED and len(options) == 1 \
            and len(mana_units(options[0], 0)) > max(len(mana_units(o, 0)) for o in first_options):
        entries[i] = (oid, n, options)


_MAX_COMBOS = 64  # choices among multi-mana options tried (rare: 'Add {R}{R} or {G}{G}')


def _plan(cost: ManaCost, pool: list[Mana],
          sources: list[tuple[tuple[str, ...], tuple[int, int, str | None]]], life: int, snow_sources: set[int],
          no_generic_sources: set[int] | None = None):
    phyrexian = [i for i, s in enumerate(cost.symbols) if s.endswith("/P")][:life]
    needs = [s for i, s in enumerate(cost.symbols) if i not in phyrexian]
    units: list[tuple[tuple[str, ...], tuple[int, int, str | None] | None]] = [((m.type,), None) for m in pool]
    units += sources
    snow = [m.snow for m in pool] + [where[0] in snow_sources for _opts, where in sources]  # 107.4h
    # 106.6: units that can't pay generic costs (Jegantha, the Wellspring's mana): left out of the generic part
    no_generic = ([not pays_generic(m) for m in pool] + [where[0] in no_generic_sources for _opts, where in sources]
                  if no_generic_sources or any(m.only for m in pool) else None)

    def accepts(sym: str, i: int, o: str) -> bool:
        return snow[i] if sym == "S" else symbol_accepts(sym, o)

    generic = cost.generic
    # {2/W} paid with two generic mana when W is not at hand (107.4e).
    singles = [s for s in needs if not s.startswith("2/")]
    twos = [s for s in needs if s.startswith("2/")]
    singles.sort(key=lambda s: sum(1 for i, (opts, _) in enumerate(units) if any(accepts(s, i, o) for o in opts)))
    used = [False] * len(units)
    picks: dict[int, str] = {}

    def assign(k: int, todo: list[str], extra_generic: int) -> bool:
        if k == len(todo):
            free = [i for i, u in enumerate(used) if not u and not (no_generic and no_generic[i])]
            # mana already made first: the pool, then the rest of an activation already used
            taken = {units[i][1][:2] for i in picks if units[i][1] is not None}
            free.sort(key=lambda i: (units[i][1] is not None and units[i][1][:2] not in taken,
                                     len(units[i][0]), snow[i]))
            need = generic + extra_generic
            if len(free) < need:
                return False
            for i in free[:need]:
                picks[i] = units[i][0][0]
            return True
        sym = todo[k]
        tried: set[tuple[tuple[str, ...], object]] = set()
        for i, (opts, where) in enumerate(units):
            if used[i]:
                continue
            kind = (opts, where is None if where is None or where[2] is None else where, snow[i])
            if kind in tried:
                continue  # an identical unit already failed here: trying it again can't succeed
            tried.add(kind)
            for o in opts:
                if accepts(sym, i, o):
                    used[i] = True
                    picks[i] = o
                    if assign(k + 1, todo, extra_generic):
                        return True
                    used[i] = False
                    del picks[i]
                    break
        return False

    for n_generic in range(len(twos) + 1):
        colored_twos = [s[2] for s in twos[n_generic:]]
        picks.clear()
        used[:] = [False] * len(units)
        if assign(0, singles + colored_twos, 2 * n_generic):
            out: list[tuple[int, int, str]] = []
            done: set[tuple[int, int]] = set()
            for i, color in sorted(picks.items()):
                where = units[i][1]
                if where is None or where[:2] in done:
                    continue
                done.add(where[:2])
                out.append((where[0], where[1], where[2] if where[2] is not None else color))
            return out
    return None


def tapped_for_mana_extras(state: GameState) -> dict[int, tuple[str, ...]]:
    """106.12a, 605.4a: the mana that triggered mana abilities add when each permanent is tapped for mana
    ({permanent: mana texts}), from the mechanics that have such abilities (MANA_SOURCE_EXTRAS), found once
    per version of the objects and continuous effects."""
    extras = MANA_SOURCE_EXTRAS.now(state)
    if not extras:
        return {}
    key = ("tapped_for_mana_extras", state.version)
    hit = state.memo.get(key)
    if hit is not None and hit[0] is state.effects:
        return hit[1]
    out: dict[int, tuple[str, ...]] = {}
    for fn in extras:
        for oid, more in fn(state).items():
            out[oid] = out.get(oid, ()) + more
    if len(state.memo) > 64:
        state.memo.clear()
    state.memo[key] = (state.effects, out)
    return out


def potential_mana(state: GameState, player: int, sources_now: list[Source] | None = None) -> int:
    """How much mana the player could have now at most: the pool plus every mana source (for quick
    'could this be paid' checks before a full plan)."""
    total = len(state.players[player].pool)
    extras = tapped_for_mana_extras(state)
    for oid, _n, ability in mana_ability_sources(state, player) if sources_now is None else sources_now:
        if options := made_options(state, player, oid, ability):
            most = _MOST.get(options)
            if most is None:
                most = _MOST[options] = max(len(mana_units(o, 0)) for o in options)
            if ability.cost.mana:  # it spends pool mana to make its own (605.3a): only the gain counts
                most = max(0, most - parse_cost(ability.cost.mana).mana_value)
            total += most
            if ability.cost.tap and extras:
                total += sum(len(mana_units(m, 0)) for m in extras.get(oid, ()))
    return total


_MOST: dict[tuple[str, ...], int] = {}  # the most mana one activation of 'Add ...' with these options makes
