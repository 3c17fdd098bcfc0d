"""Keyword abilities that expand into ability-tree nodes (702), like the builders beside the registry. Those
of a mechanic with a home (echo, cumulative upkeep) are in its text part (lithoform/mechanics/<name>/text.py)."""

from __future__ import annotations

from lithoform.cards.tree import CounterUnlessPays, Filter, Trigger, TriggeredAbility, Triggering
from lithoform.cards.trigger_events import BECOMES_TARGET  # noqa: F401  (re-exported)

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
KEYWORD_NAMES["phasing"] = "Phasing"  # 702.26a (mechanics/phasing reads it in the untap step)



def ward(cost: str) -> TriggeredAbility:
    """702.21a: 'Whenever this permanent becomes the target of a spell or ability an opponent controls,
    counter that spell or ability unless that player pays [cost].'"""
    return TriggeredAbility(
        trigger=Trigger(BECOMES_TARGET, this=True, filter=Filter(controller="opponent")),
        effect=CounterUnlessPays(Triggering(), cost),
        keyword="Ward",
        text=f"Ward {cost}",
    )
