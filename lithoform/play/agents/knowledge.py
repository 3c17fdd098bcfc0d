"""What an agent reads off the public ability trees of cards: how much damage a spell or ability deals,
whether it helps or hurts what it targets, and rough values of cards and fights. Printed card text is
public knowledge; nothing here looks at hidden zones."""

from __future__ import annotations

from collections.abc import Iterable

from lithoform.cards.tree import (
    ActivatedAbility,
    AddAbilities,
    ApplyContinuous,
    CounterObject,
    CreateTokenCopy,
    DealDamage,
    Destroy,
    Discard,
    GainControl,
    IfThen,
    Kicked,
    May,
    ModifyPT,
    PutCounters,
    SacrificeObjects,
    Sequence,
    SpellAbility,
    Tap,
    Untap,
    XValue,
)
from lithoform.play.observation import CardView, Observation

HARMFUL = (DealDamage, Destroy, CounterObject, Discard, GainControl, Tap, SacrificeObjects)
HELPFUL = (ModifyPT, PutCounters, Untap, ApplyContinuous, CreateTokenCopy)


def effects(effect: object) -> Iterable[object]:
    """The effect and the effects nested in it (sequences, 'may', 'if ... then ... otherwise')."""
    if effect is None:
        return
    yield effect
    if isinstance(effect, Sequence):
        for e in effect.effects:
            yield from effects(e)
    elif isinstance(effect, May):
        yield from effects(effect.effect)
    elif isinstance(effect, IfThen):
        yield from effects(effect.then)
        yield from effects(effect.otherwise)


def damage(effect: object, x: int = 0, kicked: bool = False) -> int:
    """Damage dealt to its target by a spell's or ability's effect (0 if it deals none); 702.33 kicker
    and X (107.3) as given."""
    if isinstance(effect, IfThen) and isinstance(effect.condition, Kicked):
        return damage(effect.then if kicked else effect.otherwise, x, kicked)
    if isinstance(effect, Sequence):
        return sum(damage(e, x, kicked) for e in effect.effects)
    if isinstance(effect, DealDamage):
        if isinstance(effect.amount, int):
            return effect.amount
        if isinstance(effect.amount, XValue):
            return x
    return 0


def pump(effect: object) -> tuple[int, int]:
    """+N/+N that a spell gives its target until end of turn (Giant Growth), else (0, 0)."""
    for e in effects(effect):
        if isinstance(e, ModifyPT):
            return e.power, e.toughness
    return 0, 0


def protects(effect: object) -> bool:
    """Whether the effect gives its target hexproof or indestructible (Tamiyo's Safekeeping)."""
    for e in effects(effect):
        if isinstance(e, ApplyContinuous):
            for part in e.parts:
                if isinstance(part, AddAbilities) and {"hexproof", "indestructible"} & {
                        k.lower() for k in part.keywords}:
                    return True
    return False


def counters_spells(effect: object) -> bool:
    return any(isinstance(e, CounterObject) for e in effects(effect))


def helpful(effect: object) -> bool:
    """Whether a targeted effect is meant for one's own things rather than the opponent's."""
    kinds = [e for e in effects(effect) if isinstance(e, HARMFUL + HELPFUL)]
    if not kinds:
        return False
    if any(isinstance(e, HARMFUL) for e in kinds):
        return False
    return not any(isinstance(e, ModifyPT) and e.power < 0 for e in kinds)


def spell_of(card: CardView) -> SpellAbility | None:
    return card.spell


def is_burn(card: CardView) -> bool:
    """A spell that deals damage to a target of the caster's choice."""
    spell = card.spell
    return spell is not None and bool(spell.targets) and any(isinstance(e, DealDamage)
                                                             for e in effects(spell.effect))


def has_x(card: CardView) -> bool:
    return "{X}" in card.mana_cost


def x_per_point(card: CardView) -> int:
    return max(1, card.mana_cost.count("{X}"))


def is_mana_ability(ability: ActivatedAbility) -> bool:
    return ability.mana


def ping_damage(ability: ActivatedAbility) -> int:
    """Damage from a non-mana ability with a target (Prodigal Pyromancer, Triskelion)."""
    return damage(ability.effect) if ability.targets else 0


# --- values ------------------------------------------------------------------------------------------------


def keywords(card: CardView) -> set[str]:
    return set(card.keywords)


def creature_value(card: CardView) -> float:
    """A rough worth of a creature: its stats, evasion and abilities, and what it cost."""
    kw = keywords(card)
    power, toughness = card.power or 0, card.toughness or 0
    value = 1.5 * power + toughness + 0.5 * card.mana_value
    value += sum(1.0 for k in ("flying", "first strike", "double strike", "deathtouch", "trample", "lifelink",
                               "vigilance", "hexproof", "indestructible") if k in kw)
    value += 1.5 * sum(1 for a in card.activated if not a.mana)
    value += 0.5 * sum(1 for a in card.activated if a.mana)
    return value


def card_value(card: CardView) -> float:
    if card.is_type("Creature"):
        return creature_value(card)
    if card.is_type("Land"):
        return 1.0
    return 1.0 + card.mana_value


# --- fights -------------------------------------------------------------------------------------------------


def can_block(blocker: CardView, attacker: CardView) -> bool:
    """509.1a: an untapped creature; 702.9b: flying is blocked only by flying or reach."""
    if blocker.tapped or not blocker.is_type("Creature"):
        return False
    return "flying" not in attacker.keywords or bool({"flying", "reach"} & set(blocker.keywords))


def _kills(source: CardView, power: int, victim: CardView, toughness_bonus: int = 0) -> bool:
    if "indestructible" in victim.keywords or power <= 0:
        return False
    if "deathtouch" in source.keywords:
        return True  # 702.2b
    return power >= victim.lethal_left + toughness_bonus


def fight(a: CardView, b: CardView, a_bonus: tuple[int, int] = (0, 0),
          b_bonus: tuple[int, int] = (0, 0)) -> tuple[bool, bool]:
    """(a dies, b dies) if a and b deal combat damage to each other; first and double strike (702.7,
    702.4), deathtouch (702.2) and indestructible (702.12) counted; bonuses are pumps (+P, +T)."""
    pa, pb = (a.power or 0) + a_bonus[0], (b.power or 0) + b_bonus[0]
    a_first = bool({"first strike", "double strike"} & set(a.keywords))
    b_first = bool({"first strike", "double strike"} & set(b.keywords))
    a_double, b_double = "double strike" in a.keywords, "double strike" in b.keywords
    b_dies = _kills(a, pa, b, b_bonus[1])
    a_dies = _kills(b, pb, a, a_bonus[1])
    if a_first and not b_first and b_dies:
        a_dies = False  # b is destroyed before it deals damage (510.4)
    elif b_first and not a_first and a_dies:
        b_dies = False
    if a_double and not b_dies and not (b_first and not a_first and a_dies):
        b_dies = _kills(a, 2 * pa, b, b_bonus[1])
    if b_double and not a_dies and not (a_first and not b_first and b_dies):
        a_dies = _kills(b, 2 * pb, a, a_bonus[1])
    return a_dies, b_dies


def untapped_creatures(seen: Observation, player: int) -> list[CardView]:
    return [c for c in seen.battlefield if c.controller == player and c.is_type("Creature") and not c.tapped]


def creatures(seen: Observation, player: int) -> list[CardView]:
    return [c for c in seen.battlefield if c.controller == player and c.is_type("Creature")]
