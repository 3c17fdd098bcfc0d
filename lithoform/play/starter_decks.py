"""Two decks built from the starter pool, for demos, random-play conformance and benchmarks."""

from __future__ import annotations

RED_ARTIFACTS: tuple[tuple[int, str], ...] = (
    (22, "Mountain"), (4, "Lightning Bolt"), (3, "Shock"), (3, "Burst Lightning"), (2, "Fireball"),
    (4, "Monastery Swiftspear"), (3, "Prodigal Pyromancer"), (2, "Hornet Cannon"), (2, "Triskelion"),
    (2, "Blasting Station"), (1, "Bosh, Iron Golem"), (2, "Ashnod's Altar"), (3, "Ketria Crystal"),
    (4, "Grizzly Bears"), (3, "Llanowar Elves"),
)

FOUR_COLOR: tuple[tuple[int, str], ...] = (
    (8, "Forest"), (7, "Island"), (5, "Swamp"), (4, "Plains"), (4, "Grizzly Bears"), (4, "Llanowar Elves"),
    (4, "Elvish Visionary"), (4, "Giant Growth"), (4, "Counterspell"), (3, "Divination"), (3, "Mind Rot"),
    (4, "Duress"), (3, "Serra Angel"), (3, "Ketria Crystal"),
)


def expand(deck: tuple[tuple[int, str], ...]) -> list[str]:
    return [name for count, name in deck for _ in range(count)]


# Copies, layers and control: the cards of the layers/copy issue, with enough mana to cast them.
COPIES_AND_LAYERS: tuple[tuple[int, str], ...] = (
    (9, "Island"), (6, "Plains"), (4, "Forest"), (5, "Mountain"), (3, "Clone"), (3, "Mirror Image"),
    (2, "Kiki-Jiki, Mirror Breaker"), (3, "Glorious Anthem"), (2, "Humility"), (2, "Opalescence"),
    (3, "Control Magic"), (4, "Walking Ballista"), (3, "Tamiyo's Safekeeping"), (3, "Giant Growth"),
    (4, "Grizzly Bears"), (4, "Elvish Visionary"),
)

