"""Once Upon a Time: "If this spell is the first spell you've cast this game, you may cast it without paying its
mana cost. Look at the top five cards of your library. You may reveal a creature or land card from among them and
put it into your hand. Put the rest on the bottom of your library in a random order." """

from __future__ import annotations

from support import basics, board, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Once Upon a Time", "Ornithopter", "Grizzly Bears", "Lightning Bolt")
OUAT = "Once Upon a Time"
LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Lightning Bolt", "Forest", "Lightning Bolt", "Island"]


def _alternatives(game) -> set[str]:
    return {str(a) for a in game.legal_actions() if str(a).startswith("alternative")}


def test_118_9_first_spell_of_the_game_is_free() -> None:
    """601.2i: no spell cast before it this game, so the alternative cost of no mana is offered (118.9)."""
    game = board({"hand": [OUAT], "library": LIBRARY})
    game.apply(f"cast {game.find(OUAT)}")
    assert game.pending.kind == "alternative" and "alternative free" in _alternatives(game)
    game.apply("alternative free")
    assert game.pending.kind != "pay"
    pass_both(game)
    p = game.pending
    assert p.kind == "choose"
    offered = {game.state.objects[o].card for o in p.options if o in game.state.objects}
    assert offered == {"Grizzly Bears", "Forest"}  # only a creature or land card may be revealed
    game.apply(f"choose {game.find('Grizzly Bears', zone='library')}")
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "hand")
    assert zone_names(game, "library")[:1] == ["Island"]  # the five looked at went to the bottom
    assert OUAT in zone_names(game, "graveyard")


def test_ruling_not_free_after_another_spell() -> None:
    """Ruling (2019-10-04): "The earliest opportunity you have to cast Once Upon a Time is during the first
    player's upkeep, before that player can play a land." After another spell this game (Ornithopter), it
    costs {1}{G}."""
    game = board({"hand": ["Ornithopter", OUAT], "battlefield": basics(Forest=2), "library": LIBRARY})
    game.apply(f"cast {game.find('Ornithopter')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    game.apply(f"cast {game.find(OUAT)}")
    assert "alternative free" not in _alternatives(game)
