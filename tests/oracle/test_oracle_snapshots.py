"""Snapshots of the ability trees compiled from the Oracle text of representative cards
(tests/oracle/snapshots/*.json, compared as msgspec JSON). Regenerate after an intended change with
LITHOFORM_UPDATE_SNAPSHOTS=1 and review the diff."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import msgspec
import pytest

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

SNAPSHOTS = Path(__file__).parent / "snapshots"
CARDS = (
    # keywords, mana abilities, intrinsic land abilities (305.6)
    "Serra Angel", "Forest", "Llanowar Elves", "Ketria Crystal", "Monastery Swiftspear", "Burst Lightning",
    "Short Sword", "Ministrant of Obligation", "Prismite",
    # spells
    "Lightning Bolt", "Fireball", "Duress", "Opt", "Grim Tutor", "Miscast", "Life Goes On", "Read the Tides",
    "Return to Nature", "Bad Deal", "Heroic Intervention", "Sure Strike", "Grasp of Darkness", "Rise Again",
    # triggered and activated abilities
    "Hornet Cannon", "Kiki-Jiki, Mirror Breaker", "Bosh, Iron Golem", "Blasting Station", "Triskelion",
    "Massacre Wurm", "Trufflesnout", "Temple of Malady", "Spined Megalodon", "Witch's Cauldron",
    "Breya, Etherium Shaper",
    # static abilities
    "Glorious Anthem", "Humility", "Opalescence", "Kaervek, the Spiteful", "Dub", "Control Magic", "Clone",
    # templates added with the LALR grammar: subjects of clauses, loyalty abilities (606), named cards,
    # 'until ~ leaves the battlefield' (610.3), 'if you do', coin flips, searches that split, Found
    "Blood Pact", "Lightning Helix", "Liliana, Death Mage", "Basri's Aegis", "Kitesail Freebooter", "Cultivate",
    "Fabled Passage", "Dire Fleet Warmonger", "Tavern Swindler", "Track Down", "Double Vision", "Riddleform",
    "Secure the Scene", "Scavenging Ooze", "Primal Might", "Turn to Slag", "Eliminate", "Quirion Dryad",
    # the seed cards' templates (seeds.py): kept mana, 603.12 reflexive triggers, 603.2d, 207.2c Imprint
    "Leyline Tyrant", "Panharmonicon", "Soul Foundry", "Sanctum of All", "Keral Keep Disciples",
    # lands that enter tapped unless (614.1c, 614.12): checkland, fastland, slowland, shockland; a fetch land
    "Glacial Fortress", "Seachrome Coast", "Deserted Beach", "Hallowed Fountain", "Flooded Strand",
)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _json(name: str) -> str:
    card = compile_card(get_card(name)).card
    assert card is not None, f"{name} no longer compiles"
    return json.dumps(json.loads(msgspec.json.encode(card)), indent=1, sort_keys=True) + "\n"


@pytest.mark.parametrize("name", CARDS)
def test_parse_tree_snapshot(name: str) -> None:
    path = SNAPSHOTS / f"{_slug(name)}.json"
    got = _json(name)
    if os.environ.get("LITHOFORM_UPDATE_SNAPSHOTS") or not path.exists():
        path.write_text(got)
    assert got == path.read_text(), f"the tree of {name} changed; see {path}"
