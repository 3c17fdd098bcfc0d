"""Whether an object matches a description in an ability's text (109.2, 109.2c, 115)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CardsInItsControllersGraveyard, CountOf, Filter, XValue
from lithoform.catalog.errors import UnknownCardDefinition
from lithoform.catalog.registry import get_def
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.continuous.chosen import chosen_type, chosen_value
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.rules.hooks import STATIC_AMOUNTS
from lithoform.state.history import events_this_turn
from lithoform.state.model import (
    BATTLEFIELD,
    GRAVEYARD,
    STACK,
    GameState,
    Obj,
    StackAbility,
    player_ref,
    ref_player,
    zone_key,
)


def _less_power(state: GameState, power: int | None, source: int) -> bool:
    """'power less than this creature's power' (702.134a): the source's power now, or as it last existed."""
    if power is None or state.known(source) is None:
        return False
    mine = chars(state, source).power
    return mine is not None and power < mine



def _has_adventure(obj: Any) -> bool:
    """715.2a: an adventurer card has an Adventure. A token's own values (111.4: a Clue, a Food) name no card,
    so it has none."""
    if not isinstance(obj, Obj) or (obj.printed is not None and obj.copied is None):
        return False
    try:
        return get_def(obj.card).layout == "adventure"
    except UnknownCardDefinition:
        return False  # a copy of a token, say: no card of that name

def _host_is_other(state: GameState, f: Filter, oid: int, source: int) -> bool:
    """'Enchanted creature gets +1/+1 for each other creature you control' (Bravado): an Aura or Equipment that
    can't itself be what 'other' describes means other than the permanent it's attached to (Ancestral Mask's
    'each other enchantment' is other than the Mask)."""
    src = state.objects.get(source)
    return isinstance(src, Obj) and src.attached_to == oid and oid != 0 \
        and not characteristics_fit(f, chars(state, source))


def matches(state: GameState, f: Filter | None, oid: int, controller: int, source: int) -> bool:
    """Does object `oid` match filter `f`, read from the point of view of a spell or ability controlled by
    `controller` whose source is `source`? A missing filter matches everything."""
    if f is None:
        return True
    obj = state.known(oid)
    if obj is None:
        return False
    if f.other and (oid == source or _host_is_other(state, f, oid, source)):
        return False
    if (f.targets_player is not None or f.targets_filter is not None) and not _targets_fit(
            state, f, obj, controller, source):
        return False  # 'a spell that targets you or a creature you control' (115.1)
    if f.single_target and _target_count(obj) != 1:
        return False  # 'a spell with a single target' (115.7a)
    if f.only_target and len(_distinct_targets(obj)) != 1:
        return False  # 'a spell that targets only a single Golem' (115.1: one object, however many times)
    if f.cast_from and not _cast_from_fits(f.cast_from, obj):
        return False  # 'a spell cast from a graveyard' (601.2a)
    if f.has_adventure and not _has_adventure(obj):
        return False  # 'a creature spell that has an Adventure' (715.2a)
    if isinstance(obj, StackAbility):
        return _matches_ability(state, f, obj, controller)
    if f.stack_kind is not None and (obj.zone != STACK or f.stack_kind not in ("spell", "spell_or_ability")):
        return False
    if f.targets_source and not (isinstance(obj, Obj) and obj.choices is not None
                                 and any(source in t for t in obj.choices.targets)):
        return False  # 'a spell that targets ~' (115.1)
    c = chars(state, oid)
    if not characteristics_fit(f, c):
        return False
    if f.any_of and not any(matches(state, sub, oid, controller, source) for sub in f.any_of):
        return False  # 'artifact creature or black creature' (Purge): one of the descriptions, whole
    if f.excluding is not None and matches(state, f.excluding, oid, controller, source):
        return False  # 'each creature except for creatures you control with flying' (Flame Sweep)
    if f.mana_value_at_most_amount is not None and c.mana_value > _count_now(
            state, f.mana_value_at_most_amount, controller, source, oid):
        return False  # 'with mana value X or less, where X is ...': X counted now (Spellstutter Sprite)
    if f.mana_value_at_least_amount is not None and c.mana_value < _count_now(
            state, f.mana_value_at_least_amount, controller, source, oid, 0):
        return False  # 'with mana value X' (Lullmage's Domination)
    if f.power_above_amount is not None and (c.power is None or c.power <= _count_now(
            state, f.power_above_amount, controller, source, oid)):
        return False  # 'with power greater than the number of cards in your hand' (Ensnaring Bridge, 208.1)
    if f.power_at_most_amount is not None and (c.power is None or c.power > _count_now(
            state, f.power_at_most_amount, controller, source, oid)):
        return False  # 'with power less than or equal to ~'s power' (Earthshaker Khenra, 208.1)
    if f.power_at_least_amount is not None and (c.power is None or c.power < _count_now(
            state, f.power_at_least_amount, controller, source, oid)):
        return False  # 'with power greater than or equal to your life total' (Blazing Hope, 208.1)
    if f.controller_graveyard_at_least is not None and len(
            state.zones[zone_key(GRAVEYARD, obj.controller)]) < f.controller_graveyard_at_least:
        return False  # 'whose controller has eight or more cards in their graveyard'
    if f.power_less_than_source and not _less_power(state, c.power, source):
        return False  # 'with power less than ~'s power' (mentor, 702.134a)
    if f.shares_color_with_source and not (state.known(source) is not None
                                           and set(c.colors) & set(chars(state, source).colors)):
        return False  # 'that each share a color with it' (conspire, 702.78a): the spell's colors now
    if f.token is not None and obj.token != f.token:
        return False
    if f.owner is not None and (obj.owner == controller) != (f.owner == "you") and f.owner != "source":
        return False  # 108.3: 'put into your graveyard', 'an opponent's graveyard' (404.2: its owner's)
    if f.owner == "source" and not _same_owner(state, obj, source):
        return False  # 'with the same owner as this spell' (702.140a: mutate's target)
    if f.mana_costs and not (isinstance(obj, Obj) and (face_of(obj).mana_cost or "").upper() in f.mana_costs):
        return False  # 202.1: 'with mana cost {0} or {1}': the mana cost itself (Urza's Saga's ruling)
    if f.x_in_mana_cost and not (isinstance(obj, Obj) and "{X}" in (face_of(obj).mana_cost or "").upper()):
        return False  # 107.3, 202.1: 'with {X} in its mana cost': the mana cost itself, whatever X was
    if f.historic and not ("Artifact" in c.types or "Legendary" in c.supertypes or "Saga" in c.subtypes):
        return False  # 700.6
    if f.kicked and not (isinstance(obj, Obj) and (obj.kicked or (obj.choices is not None
                                                                 and "kicker" in obj.choices.additional))):
        return False  # 702.33d
    if f.dealt_damage_by_source and not _dealt_damage_by(state, oid, source):
        return False
    if f.dealt_damage_by_attached and not _dealt_damage_by_host(state, oid, source):
        return False
    if f.dealt_damage_this_turn and not _dealt_damage_by(state, oid, None):
        return False
    if f.dealt_damage_by_yours_this_turn and not _dealt_damage_by_player_source(state, oid, controller):
        return False
    if f.dealt_damage_to_you_this_turn and not _dealt_damage_to_player(state, oid, controller):
        return False
    if f.dealt_damage_as_source_this_turn and not _dealt_damage_to_player(state, oid, None):
        return False
    if f.tapped is not None and getattr(obj, "tapped", False) != f.tapped:
        return False
    if f.counter is not None and not (isinstance(obj, Obj) and (
            obj.counter(f.counter) > 0 if f.counter else any(n > 0 for _, n in obj.counters))):
        return False  # 122.1: 'with a +1/+1 counter on it'; '' any kind: 'with a counter on it'
    if f.attached_by and not (isinstance(obj, Obj) and attached_by(
            state, obj.id, f.attached_by, source if f.attached_by_other else None)):
        return False
    if f.modified and not (isinstance(obj, Obj) and is_modified(state, obj, c.controller)):
        return False  # 700.9
    if f.no_counter is not None and isinstance(obj, Obj) \
            and (obj.counter(f.no_counter) > 0 if f.no_counter else any(n > 0 for _, n in obj.counters)):
        return False  # 122.1: 'without a fate counter on it' (Oblivion Stone); '' any kind: 'with no counters on it
    if f.mana_value_amount is not None and c.mana_value != _count_now(state, f.mana_value_amount, controller, source):
        return False  # 'with mana value equal to the number of charge counters on ~' (Blast Zone), counted now

    if f.attacking is not None and (state.combat is not None
                                    and any(a == oid for a, _ in state.combat.attackers)) != f.attacking:
        return False  # 506.4: an attacking creature, from its declaration until it leaves combat
    if f.unblocked and not _unblocked(state, oid):
        return False  # 509.1h
    if f.blocking is not None or f.in_combat:
        combat = state.combat
        blocking = combat is not None and any(b == oid for b, _ in combat.blockers)
        if f.blocking is not None and blocking != f.blocking:
            return False  # 509.1g: a blocking creature
        if f.in_combat and not (blocking or (combat is not None and any(a == oid for a, _ in combat.attackers))):
            return False  # 506.4: an attacking or blocking creature
    if f.attacked_this_turn and not any(e.kind == "attacks" and e.args.get("obj") == oid
                                        for e in events_this_turn(state)):
        return False  # 'that attacked this turn' (508.1k: declared as an attacker; 400.7: this object)
    if f.put_there_from_battlefield and not _put_there_this_turn(state, oid):
        return False  # 'that were put there from the battlefield this turn' (500.1)
    if f.chosen is not None and not _of_chosen(state, f.chosen, c, source):
        return False
    if f.block_relation and not _blocks_source(state, oid, source, f.block_relation == "either"):
        return False  # 'creature blocking ~' (509.1g), 'blocking or blocked by ~' (509.1h)
    if f.not_named_source and c.name == chars(state, source).name:
        return False  # 'not named ~' (201.2): the source's name now (its last known one if it's gone)
    if f.controller == "enchanted":
        return _enchanted_controls(state, obj, source)
    return _controller_ok(f, obj, controller)


def _enchanted_controls(state: GameState, obj: Obj, source: int) -> bool:
    """'a creature enchanted player controls' (303.4: an Aura attached to a player): the object's controller
    is the player the source is attached to (as it last existed, if the source has left, 608.2h)."""
    host = state.known(source)
    return isinstance(host, Obj) and host.attached_to == player_ref(obj.controller)


def _blocks_source(state: GameState, oid: int, source: int, either: bool) -> bool:
    combat = state.combat
    if combat is None:
        return False
    return any((b == oid and a == source) or (either and b == source and a == oid) for b, a in combat.blockers)


# Link key of the permanents attached to a permanent as it left the battlefield (603.10a), kept by
# mechanics/attached_when_left in a game whose abilities look back at them
ATTACHED_WHEN_LEFT = "attached_when_left"


def attached_by(state: GameState, oid: int, kinds: tuple[str, ...], other_than: int | None = None) -> bool:
    """'enchanted creatures', 'creatures that are equipped' (301.5, 303.4): a permanent with any of `kinds` (an
    Aura, an Equipment) is attached to it, whoever controls that permanent. For a permanent that has left the
    battlefield (a look-back, 603.10a), also those kept as attached to it as it left, which may have left with it
    (Hateful Eidolon's ruling: an Aura destroyed at the same time). `other_than`: a permanent that doesn't count
    ('with another Aura attached to it', Daybreak Coronet: an Aura other than the source)."""
    if any(other != other_than and isinstance(o := state.objects[other], Obj) and o.attached_to == oid
           and any(k in chars(state, other).subtypes for k in kinds) for other in state.zones[BATTLEFIELD]):
        return True
    if oid in state.objects or not state.links:
        return False
    return any(link.source == oid and link.key == ATTACHED_WHEN_LEFT
               and any(any(k in chars(state, other).subtypes for k in kinds) for other in link.objects)
               for link in state.links)


def is_modified(state: GameState, obj: Obj, controller: int | None) -> bool:
    """700.9: a permanent with one or more counters on it, equipped, or enchanted by an Aura controlled by
    that permanent's controller."""
    if obj.zone != BATTLEFIELD:
        return False
    if any(n > 0 for _, n in obj.counters):
        return True
    for other in state.zones[BATTLEFIELD]:
        o = state.objects[other]
        if not isinstance(o, Obj) or o.attached_to != obj.id:
            continue
        sub = chars(state, other).subtypes
        if "Equipment" in sub or ("Aura" in sub and chars(state, other).controller == controller):
            return True
    return False


def _put_there_this_turn(state: GameState, oid: int) -> bool:
    """500.1, 400.7: the card is the new object of a move from the battlefield into a graveyard this turn."""
    return any(e.kind == "zone_change" and e.args.get("new") == oid and e.args.get("src") == BATTLEFIELD
               and e.args.get("dst") == GRAVEYARD for e in events_this_turn(state))


def _of_chosen(state: GameState, quality: str, c: Any, source: int) -> bool:
    """'of the chosen color' / 'of the chosen type' / 'with that name' (607.2d): nothing is of a choice that
    wasn't made."""
    if quality == "color":
        value = chosen_value(state, source, "color")
        return value is not None and value in c.colors  # kept as its letter (105.1: W U B R G)
    if quality == "parity":  # 'with mana value of the chosen quality' (202.3; Extinction Event: 'Zero is even.')
        value = chosen_value(state, source, "parity")
        return value is not None and c.mana_value % 2 == (0 if value == "even" else 1)
    if quality == "number":  # 'with mana value equal to the chosen number' (Sanctum Prelate; 202.3)
        value = chosen_value(state, source, "number")
        return value is not None and value.isdigit() and c.mana_value == int(value)
    if quality == "name":  # 'cards with that name' (201.2): a card name chosen (201.3)
        value = chosen_value(state, source, "card name") or chosen_value(state, source, "nonland card name")
        return value is not None and value == c.name
    if quality == "linked name":  # 'with the same name as the exiled card' (607.2a, 201.2): as it is in exile
        exiled = (o for link in state.links if link.source == source and link.key == "exiled"
                  for o in link.objects if o in state.objects)
        return c.name in {chars(state, o).name for o in exiled}
    which, value = chosen_type(state, source)  # 'Choose creature or land.' then 'cards of the chosen type' (205.2a)
    return value in (c.types if which == "types" else c.subtypes)


def _cast_from_fits(where: str, obj: Obj | StackAbility) -> bool:
    """601.2a: the zone the spell was cast from ("graveyard"; "your:graveyard": its caster's own; "!hand": not its
    owner's hand). Abilities and copies (707.10: not cast) were cast from nowhere."""
    if not isinstance(obj, Obj):
        return where.startswith("!")
    if where.startswith("!"):
        return not (obj.cast_from == where[1:] and obj.owner == obj.controller)
    yours, _, zone = where.rpartition(":")
    return obj.cast_from == zone and (not yours or obj.owner == obj.controller)


def _target_count(obj: Obj | StackAbility) -> int:
    """How many targets the object has: each instance of 'target' counts, even for the same object (115.3)."""
    choices = getattr(obj, "choices", None)
    return 0 if choices is None else sum(len(slot) for slot in choices.targets)


def _distinct_targets(obj: Obj | StackAbility) -> set[int]:
    """The objects and players the object targets, each once (115.1)."""
    choices = getattr(obj, "choices", None)
    return set() if choices is None else {r for slot in choices.targets for r in slot}


def _targets_fit(state: GameState, f: Filter, obj: Obj | StackAbility, controller: int, source: int) -> bool:
    """115.1, 115.10: one of the object's current targets is the player `targets_player` names ("you": the
    describing ability's controller; "player": any player) or a permanent `targets_filter` describes."""
    choices = obj.choices if isinstance(obj, StackAbility) else getattr(obj, "choices", None)
    if choices is None:
        return False
    for ref in {r for slot in choices.targets for r in slot}:
        if ref < 0:
            if f.targets_player == "player" or (f.targets_player == "you" and ref_player(ref) == controller):
                return True
        elif f.targets_filter is not None:
            target = state.objects.get(ref)
            if isinstance(target, Obj) and target.zone == BATTLEFIELD \
                    and matches(state, f.targets_filter, ref, controller, source):
                return True
    return False


def _matches_ability(state: GameState, f: Filter, obj: StackAbility, controller: int) -> bool:
    """An ability on the stack (113.1): 'activated', 'triggered' or 'ability' (either), and the types of its
    source in whatever zone it is now, or as it last existed (109.2c)."""
    if f.stack_kind not in ("ability", "spell_or_ability", obj.kind):
        return False
    if f.source_types:
        src = chars(state, obj.source)
        if not any(t in src.types for t in f.source_types):
            return False
    if f.types or f.not_types or f.subtypes or f.all_types or f.any_of:
        return False
    return _controller_ok(f, obj, controller)


def _controller_ok(f: Filter, obj: Obj | StackAbility, controller: int) -> bool:
    if f.controller == "enchanted":
        return False  # an ability on the stack: 'enchanted player controls' is read of permanents and spells
    if f.controller == "you":
        return obj.controller == controller
    if f.controller == "opponent":
        return obj.controller != controller
    return True


_AFTER_BLOCKERS = frozenset({"declare_blockers", "combat_damage", "end_of_combat"})


def _unblocked(state: GameState, oid: int) -> bool:
    """509.1h: an attacking creature for which no blockers were declared, once blockers have been declared
    (the declare blockers step's declaration is made before any player gets priority, 509.2)."""
    combat = state.combat
    return (combat is not None and state.step in _AFTER_BLOCKERS and combat.stage != "blockers"
            and any(a == oid for a, _ in combat.attackers) and oid not in combat.blocked)


def _count_now(state: GameState, amount: Any, controller: int, source: int, oid: int = 0,
               unannounced: int = 1_000_000) -> int:
    """An amount a filter compares with, counted as the filter is checked ('where X is the number of Faeries
    you control': at targeting and again on resolution, 608.2b)."""
    if isinstance(amount, XValue):
        # 107.3a, 601.2b: the X announced for the spell the filter's targets are chosen for (announced before
        # its targets, 601.2c); before it is cast, any X could be announced (`unannounced`)
        src = state.known(source)
        x = src.choices.x if isinstance(src, Obj) and src.zone == STACK and src.choices is not None else None
        if x is None and not (isinstance(src, Obj) and src.zone == STACK):
            x = _ability_x(state, source)  # 602.2b: an activated ability of `source` ({X}{X}{1}: Gorilla Shaman)
        return unannounced if x is None else x
    if isinstance(amount, CardsInItsControllersGraveyard):  # the checked object's controller (Drown in the Loch)
        obj = state.known(oid)
        if obj is None:
            return 0
        return sum(1 for g in state.zones[zone_key(GRAVEYARD, obj.controller)]
                   if matches(state, amount.filter, g, controller, source))
    if isinstance(amount, CountOf):
        return amount.multiplier * sum(1 for o in state.zones[BATTLEFIELD]
                                       if matches(state, amount.filter, o, controller, source))
    return STATIC_AMOUNTS.fns[0](state, amount, source, controller, {})


def _ability_x(state: GameState, source: int) -> int | None:
    """The X announced for the newest activated ability of `source` on the stack (602.2b): the one being
    announced, or the one resolving (the top of the stack when it resolves, 608.1)."""
    for sid in reversed(state.zones[STACK]):
        o = state.objects.get(sid)
        if isinstance(o, StackAbility) and o.source == source and o.kind == "activated" and o.choices.x is not None:
            return o.choices.x
    return None


def _dealt_damage_by(state: GameState, oid: int, source: int | None) -> bool:
    """120.1, 500.1: `source` (any source, for None) dealt damage to object `oid` this turn (read from this turn's
    damage events, which name the recipient as 'Name #id', rules/names.describe)."""
    mark = f"#{oid}"
    return any(e.kind == "damage" and (source is None or e.args.get("source") == source)
               and str(e.args.get("target", "")).endswith(mark)
               and e.args.get("amount", 0) > 0 for e in events_this_turn(state))


def _dealt_damage_by_host(state: GameState, oid: int, source: int | None) -> bool:
    """120.1: the permanent `source` (an Aura or Equipment) is attached to dealt damage to `oid` this turn."""
    src = state.known(source) if source is not None else None
    host = src.attached_to if isinstance(src, Obj) else 0
    return host > 0 and _dealt_damage_by(state, oid, host)


def _dealt_damage_by_player_source(state: GameState, oid: int, player: int) -> bool:
    """120.1, 500.1: a source `player` controlled as it dealt the damage dealt damage to object `oid` this turn.
    Its controller then is the new controller of the latest control change (613.1b, event 'control') before
    the damage; with none, the controller before the first change of the turn (two players: the other one),
    or, with no change at all, its controller now or as it left its zone (608.2h)."""
    mark = f"#{oid}"
    now: dict[int, int] = {}  # source -> its controller after this turn's control changes so far
    first: dict[int, int] = {}  # source -> the new controller of its first change this turn
    before_any: list[int] = []  # sources of damage to `oid` dealt before any change of their control
    for e in reversed(list(events_this_turn(state))):  # oldest first
        src = e.args.get("obj") if e.kind == "control" else e.args.get("source")
        if not isinstance(src, int):
            continue
        if e.kind == "control":
            now[src] = int(e.args.get("player", -1))
            first.setdefault(src, now[src])
        elif e.kind == "damage" and str(e.args.get("target", "")).endswith(mark) and e.args.get("amount", 0) > 0:
            if src in now:
                if now[src] == player:
                    return True
            else:
                before_any.append(src)
    for src in before_any:
        if src in first:
            if first[src] != player:  # it changed from `player` to another: `player` controlled it
                return True
            continue
        known = state.known(src)
        if known is not None and known.controller == player:
            return True
    return False


def _dealt_damage_to_player(state: GameState, oid: int, player: int | None) -> bool:
    """120.1, 500.1: object `oid` dealt damage to `player` (to anything, for None) this turn (this turn's damage
    events)."""
    return any(e.kind == "damage" and e.args.get("source") == oid
               and (player is None or e.args.get("to_player") == player)
               and e.args.get("amount", 0) > 0 for e in events_this_turn(state))


def _same_owner(state: GameState, obj: Obj, source: int) -> bool:
    """108.3: `obj` has the same owner as the source (a spell cast from another player's cards: its owner's)."""
    src = state.known(source)
    return src is not None and src.owner == obj.owner
