"""Small helpers that expand keyword abilities into ability-tree nodes (702), so definitions stay short."""

from __future__ import annotations

from lithoform.cards.tree import (
    ActivatedAbility,
    AddMana,
    Attach,
    Cost,
    CreateToken,
    DrawCards,
    Filter,
    ModifyPT,
    Target,
    TargetSpec,
    This,
    TokenSpec,
    Trigger,
    TriggeredAbility,
)

BASIC_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}


def tap_for(*options: str, text: str = "") -> ActivatedAbility:
    """'{T}: Add {G}' or '{T}: Add {G}, {U}, or {R}' (a mana ability, 605.1a)."""
    return ActivatedAbility(cost=Cost(tap=True), effect=AddMana(options), mana=True, text=text)


def prowess() -> TriggeredAbility:
    """702.108a: 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.'"""
    return TriggeredAbility(
        trigger=Trigger("cast", filter=Filter(not_types=("Creature",), controller="you")),
        effect=ModifyPT(1, 1, This()),
        keyword="Prowess",
        text="Prowess",
    )


def equip(cost: str) -> ActivatedAbility:
    """702.6a: '[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery.'"""
    return ActivatedAbility(
        cost=Cost(mana=cost),
        effect=Attach(This(), Target(0)),
        targets=(TargetSpec("creature", Filter(controller="you")),),
        sorcery_speed=True,
        keyword="Equip",
        text=f"Equip {cost}",
    )


def afterlife(n: int) -> TriggeredAbility:
    """702.135a: 'When this creature dies, create N 1/1 white and black Spirit creature tokens with flying.'"""
    # 111.4: a token whose name isn't given is named after its subtypes plus the word "Token"
    spirit = TokenSpec("Spirit Token", ("Creature",), ("Spirit",), ("W", "B"), 1, 1, ("Flying",))
    return TriggeredAbility(
        trigger=Trigger("dies", this=True),
        effect=CreateToken(spirit, count=n),
        keyword="Afterlife",
        text=f"Afterlife {n}",
    )


def cycling(cost: str) -> ActivatedAbility:
    """702.29a: '[Cost], Discard this card: Draw a card.', activated only from the hand."""
    return ActivatedAbility(
        cost=Cost(mana=cost, discard_this=True),
        effect=DrawCards(1),
        zone="hand",
        keyword="Cycling",
        text=f"Cycling {cost}",
    )
