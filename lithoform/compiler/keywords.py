"""Keyword abilities that expand into ability-tree nodes (702), like the builders beside the registry."""

from __future__ import annotations

from lithoform.cards.tree import (
    ControlledSinceLastUpkeep,
    CounterUnlessPays,
    CumulativeUpkeep,
    Filter,
    SacrificeObjects,
    This,
    Trigger,
    TriggeredAbility,
    Triggering,
    UnlessPays,
)

# The keywords a keyword line may list, as printed at the start of a line.
KEYWORD_NAMES = {
    "flying": "Flying", "deathtouch": "Deathtouch", "haste": "Haste", "hexproof": "Hexproof",
    "indestructible": "Indestructible", "lifelink": "Lifelink", "menace": "Menace", "reach": "Reach",
    "trample": "Trample", "vigilance": "Vigilance", "defender": "Defender", "flash": "Flash", "prowess": "Prowess",
    "shroud": "Shroud",
}
# --- evasion, infect, wither, changeling, convoke (keywords) --------------------------------------------------
KEYWORD_NAMES.update({
    "swampwalk": "Swampwalk", "islandwalk": "Islandwalk", "forestwalk": "Forestwalk",
    "mountainwalk": "Mountainwalk", "plainswalk": "Plainswalk", "fear": "Fear", "intimidate": "Intimidate",
    "shadow": "Shadow", "horsemanship": "Horsemanship", "skulk": "Skulk",
    "infect": "Infect", "wither": "Wither",
})

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


def echo(cost: str) -> TriggeredAbility:
    """702.30a: 'At the beginning of your upkeep, if this permanent came under your control since the
    beginning of your last upkeep, sacrifice it unless you pay [cost].' (echo.py)"""
    return TriggeredAbility(
        trigger=Trigger("step", step="upkeep", whose="your"),
        effect=UnlessPays(cost, SacrificeObjects(This())),
        condition=ControlledSinceLastUpkeep(),
        keyword="Echo",
        text=f"Echo {cost}",
    )


def cumulative_upkeep(cost: str) -> TriggeredAbility:
    """702.24a: 'At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter
    on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it.'"""
    return TriggeredAbility(
        trigger=Trigger("step", step="upkeep", whose="your"),
        effect=CumulativeUpkeep(cost),
        keyword="Cumulative upkeep",
        text=f"Cumulative upkeep {cost}",
    )
