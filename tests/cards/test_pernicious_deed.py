"""Pernicious Deed: '{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana
value X or less.' A singular list of card types after 'each' (109.2): a permanent of any of the types."""

from __future__ import annotations

from support import board, names, resolve_stack, use_compiled

use_compiled("Pernicious Deed")


def test_deed_destroys_each_artifact_creature_and_enchantment_with_mana_value_x_or_less() -> None:
    """Ruling: "The value of X is chosen as you activate the ability" — X=2 destroys the 2-or-less artifact,
    creature and enchantment of both players, not the 3-drop, the planeswalker or the lands (a land's mana value
    is 0 but it is none of the types)."""
    game = board({"battlefield": ["Pernicious Deed", {"card": "Swamp", "count": 2}, "Ornithopter"]},
                 {"battlefield": ["Grizzly Bears", "Honor of the Pure", "Hill Giant", "Forest",
                                  {"card": "Jace Beleren", "counters": {"loyalty": 3}}]})
    game.apply(f"activate {game.find('Pernicious Deed')} 1")
    game.apply("x 2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert "Pernicious Deed" in names(game, "graveyard", 0) and "Ornithopter" in names(game, "graveyard", 0)
    assert {"Grizzly Bears", "Honor of the Pure"} <= set(names(game, "graveyard", 1))
    assert {"Hill Giant", "Forest", "Jace Beleren"} <= set(names(game, "battlefield", 1))
    assert names(game, "battlefield", 0).count("Swamp") == 2
