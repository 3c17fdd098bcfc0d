"""Keyword abilities that expand into ability-tree nodes (702), like the builders beside the registry."""

from __future__ import annotations

from ..tree import (
    CounterUnlessPays,
    CreateToken,
    Filter,
    TokenSpec,
    Trigger,
    TriggeredAbility,
    Triggering,
)

# The keywords a keyword line may list, as printed at the start of a line.
KEYWORD_NAMES = {
    "flying": "Flying", "deathtouch": "Deathtouch", "haste": "Haste", "hexproof": "Hexproof",
    "indestructible": "Indestructible", "lifelink": "Lifelink", "menace": "Menace", "reach": "Reach",
    "trample": "Trample", "vigilance": "Vigilance", "defender": "Defender", "flash": "Flash", "prowess": "Prowess",
}

SPIRIT = TokenSpec("Spirit Token", ("Creature",), ("Spirit",), ("W", "B"), 1, 1, ("Flying",))

# The trigger event of 702.21a, fired by `effects_oracle.target_triggers` once a spell or ability's targets
# are chosen (601.2c, 602.2b, 603.3d).
BECOMES_TARGET = "becomes_target"


def ward(cost: str) -> TriggeredAbility:
    """702.21a: 'Whenever this permanent becomes the target of a spell or ability an opponent controls,
    counter that spell or ability unless that player pays [cost].'"""
    return TriggeredAbility(
        trigger=Trigger(BECOMES_TARGET, this=True, filter=Filter(controller="opponent")),
        effect=CounterUnlessPays(Triggering(), cost),
        keyword="Ward",
        text=f"Ward {cost}",
    )


def afterlife(n: int) -> TriggeredAbility:
    """702.135a: 'When this permanent is put into a graveyard from the battlefield, create N 1/1 white and
    black Spirit creature tokens with flying.' The engine's 'dies' event is that event for a creature
    (700.4); Afterlife appears only on creatures."""
    return TriggeredAbility(
        trigger=Trigger("dies", this=True),
        effect=CreateToken(SPIRIT, n),
        keyword="Afterlife",
        text=f"Afterlife {n}",
    )
