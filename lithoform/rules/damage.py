"""Damage and life (119, 120): dealing damage to players, creatures and planeswalkers, poison counters from
infect, -1/-1 counters from wither, gaining life. Effects and combat damage both deal damage through
`deal_damage`, after replacement and prevention effects (614.1a, 615) have modified it."""

from __future__ import annotations

import msgspec

from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import (
    DAMAGE_AS_INFECT,
    DAMAGE_LIFE_FLOOR,
    LIFE_GAIN_AMOUNT,
    LIFE_GAIN_FORBIDDEN,
    PLAYER_COUNTERS_FORBIDDEN,
    PLAYER_DAMAGED,
)
from lithoform.rules.names import describe
from lithoform.rules.replacement.events import modify_damage, player_counters_after, put_counters
from lithoform.rules.triggers.matching import (
    damage_to_triggers,
    damage_triggers,
    player_event_triggers,
    source_damage_triggers,
)
from lithoform.state.model import BATTLEFIELD, GameState, Obj, ref_player

# noncombat damage dealt at the same time by several sources: (amount by recipient, amount by (source, recipient))
Gathered = tuple[dict[int, int], dict[tuple[int, int], int]]


def deal_damage(state: GameState, source: int, ref: int, amount: int, combat: bool = False,
                applied: frozenset = frozenset(), gather: Gathered | None = None) -> int:
    """120.3: damage to a player makes them lose that much life (120.3a); to a creature it is marked
    (120.3e); to a planeswalker it removes loyalty counters (120.3c). 702.2b deathtouch, 702.15b lifelink.
    The source's characteristics are its current ones or its last known information (608.2h). Returns the
    damage dealt; noncombat damage triggers 'is dealt damage' abilities at once (combat's are gathered).
    `applied`: the replacement effects already applied to the event this damage replaces (614.5, 614.9).
    `gather`: noncombat damage dealt at the same time by several sources (120.10): the amounts are added to it
    (by recipient, by source and recipient) for one `damage_triggers` call by the caller, so an 'is dealt damage'
    ability triggers once for the whole event (603.2c)."""
    if amount <= 0:
        return 0
    redirects: list[tuple[int, int, frozenset]] = []
    amount = modify_damage(state, source, ref, amount, combat, redirects, applied)  # 614.1a, 615, order of 616.1
    for new_ref, n, before in redirects:  # 614.9: dealt to the other permanent or player instead, by the same source
        dealt = deal_damage(state, source, new_ref, n, combat, before, gather)
        if combat and dealt:  # (combat damage stays combat damage: its 'is dealt damage' triggers, 510.2)
            damage_triggers(state, {new_ref: dealt}, {(source, new_ref): dealt}, combat=True)
    if amount <= 0:
        return 0
    src = chars(state, source)
    src_obj = state.known(source)
    withers = "infect" in src.keywords or "wither" in src.keywords  # 702.90c, 702.80a (infect.py)
    minus_counters = 0
    if ref < 0:
        p = state.players[ref_player(ref)]
        # 120.3b, 702.90b: poison counters instead of life loss (also as though the source had infect: Phyrexian Unlife)
        infect = "infect" in src.keywords or any(fn(state, p.index) for fn in DAMAGE_AS_INFECT.now(state))
        if infect:
            give_poison(state, ref_player(ref), amount)
        else:
            life = p.life - amount
            if life < 1 <= p.life and any(fn(state, p.index) for fn in DAMAGE_LIFE_FLOOR.now(state)):
                life = 1  # 614.1a (Worship): the damage is dealt in full, the life total stops at 1
            state.set_player(msgspec.structs.replace(p, life=life))
        rule = "120.3b" if infect else "120.3a"
        state.emit("damage", (rule, "510.2") if combat else (rule,), source=source, card=src.name,
                   target=describe(state, ref), amount=amount, combat=combat, to_player=ref_player(ref))
        for fn in PLAYER_DAMAGED.now(state):  # what a mechanic records of the source now (prowl, 702.76a)
            fn(state, source, ref_player(ref), amount, combat)
    else:
        obj = state.objects.get(ref)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
            return 0
        c = chars(state, ref)
        if "Creature" in c.types:
            # 120.3d: wither or infect puts -1/-1 counters instead of marking damage (deathtouch still counts)
            minus_counters = amount if withers else 0
            obj = msgspec.structs.replace(obj, damage=obj.damage + (0 if withers else amount),
                                          deathtouched=obj.deathtouched or "deathtouch" in src.keywords)
        if "Planeswalker" in c.types:
            loyalty = obj.counter("loyalty") - amount
            counters = {k: v for k, v in obj.counters if k != "loyalty"}
            counters["loyalty"] = max(0, loyalty)
            obj = msgspec.structs.replace(obj, counters=tuple(sorted(counters.items())))
            state.characteristics_changed()
        state.set_obj(obj)
        state.sba_dirty = True  # 704.5g-h
        rule = "120.3d" if minus_counters else "120.3e"
        rules = ((rule,) if "Creature" in c.types else ()) + (("120.3c",) if "Planeswalker" in c.types else ())
        state.emit("damage", rules + ("510.2",) if combat else rules, source=source, card=src.name,
                   target=describe(state, ref), amount=amount, combat=combat)
        if minus_counters:
            put_minus_counters(state, ref, minus_counters, source)
    if "lifelink" in src.keywords and src_obj is not None:
        gain_life(state, src_obj.controller, amount, ("702.15b",))
    source_damage_triggers(state, source, ref)
    damage_to_triggers(state, source, ref, amount, combat)  # 'whenever a source deals damage to you'
    if combat:
        return amount
    if gather is not None:
        gather[0][ref] = gather[0].get(ref, 0) + amount
        gather[1][(source, ref)] = gather[1].get((source, ref), 0) + amount
    else:
        damage_triggers(state, {ref: amount}, {(source, ref): amount}, combat=False)
    return amount


def deal_damage_together(state: GameState, dealt: list[tuple[int, int, int]]) -> None:
    """Damage several sources deal at the same time (120.10: 'those sources together'; Moonlight Hunt, Solar
    Blaze): each (source, recipient, amount) is dealt in turn, then the 'is dealt damage' abilities trigger once
    for the event, with the total each recipient was dealt (603.2c)."""
    gathered: Gathered = ({}, {})
    for source, ref, amount in dealt:
        deal_damage(state, source, ref, amount, gather=gathered)
    if gathered[0]:
        damage_triggers(state, gathered[0], gathered[1], combat=False)


def give_poison(state: GameState, player: int, amount: int) -> None:
    """120.3b: the player gets that many poison counters (122.1f; 704.5c: ten or more and they lose), unless they
    can't get poison counters (810.10c; Melira, Sylvok Outcast)."""
    if any(forbids(state, player, "poison") for forbids in PLAYER_COUNTERS_FORBIDDEN.fns):
        return
    amount = player_counters_after(state, player, "poison", amount)  # 614.1a (Winding Constrictor)
    p = state.players[player]
    state.set_player(msgspec.structs.replace(p, poison=p.poison + amount))
    state.sba_dirty = True
    state.emit("poison", ("120.3b", "702.90b"), player=player, amount=amount)


def put_minus_counters(state: GameState, oid: int, amount: int, source: int = 0) -> None:
    """120.3d: the source's controller puts that many -1/-1 counters on the creature (122.6: as modified by
    replacement effects on counters)."""
    src = state.known(source)
    put_counters(state, oid, "-1/-1", amount, by=src.controller if src is not None else None)


def gain_life(state: GameState, player: int, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    if amount > 0 and any(forbids(state, player) for forbids in LIFE_GAIN_FORBIDDEN.fns):
        amount = 0  # 119.7: the player can't gain life; a replacement of the gain does nothing either
    for replaced in LIFE_GAIN_AMOUNT.fns:  # 614.1a: 'you gain twice that much life instead'
        amount = replaced(state, player, amount) if amount > 0 else amount
    p = state.players[player]
    state.set_player(msgspec.structs.replace(p, life=p.life + amount))
    state.emit("life", rules, player=player, amount=amount)
    if amount > 0:  # 119.10: a life-gain event; gaining 0 life is none
        player_event_triggers(state, "gain_life", player, amount)




def life_loss_triggers(state: GameState, player: int, amount: int, paid: bool = False) -> None:
    """603.2: one life-loss event of `amount` (119.3; paying life is losing it, 119.4; damage's, 120.3a, is
    matched in damage_triggers): the 'whenever you lose life' abilities trigger once, and with `paid`, the
    'whenever you pay life' ones; 'that much' is the amount. Losing 0 life is no event."""
    if amount > 0:
        player_event_triggers(state, "lose_life", player, amount)
        if paid:
            player_event_triggers(state, "pay_life", player, amount)


def lose_life(state: GameState, player: int, amount: int, rules: tuple[str, ...] = ("119.3",), *,
              paid: bool = False) -> None:
    """119.3: `player`'s life total goes down by `amount`; with `paid`, as a cost (119.4: paying life, logged
    as 'pay_life'). Every life loss but damage's (deal_damage, 120.3a) and Phyrexian mana's (execute.py) goes
    through here, so its triggers (life_loss_triggers) see each one."""
    p = state.players[player]
    state.set_player(msgspec.structs.replace(p, life=p.life - amount))
    if paid:
        state.emit("pay_life", rules, player=player, amount=amount)
    else:
        state.emit("life", rules, player=player, amount=-amount)
    life_loss_triggers(state, player, amount, paid)
