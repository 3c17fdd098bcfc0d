"""Mystical Teachings, compiled from its Oracle text and played.

Oracle text: Search your library for an instant card or a card with flash, reveal it, put it into your hand,
then shuffle. / Flashback {5}{B} (701.23a: a search for a card with either quality, 109.2)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Mystical Teachings")
TEACHINGS = "Mystical Teachings"
LIBRARY = ["Lightning Bolt", "Ambush Viper", "Grizzly Bears", "Forest", "Lava Spike"]


def _search_options(game: Game) -> set[str]:
    assert game.pending.kind == "choose", game.pending
    return {game.state.objects[o].card for o in game.pending.options}


def test_finds_an_instant_card_or_a_card_with_flash_and_nothing_else() -> None:
    game = board({"hand": [TEACHINGS], "battlefield": basics(Island=4), "library": LIBRARY})
    cast(game, TEACHINGS)
    pass_both(game)
    assert _search_options(game) == {"Lightning Bolt", "Ambush Viper"}  # not the sorcery, creature or land
    game.apply(f"choose {game.find('Ambush Viper', zone='library')}")
    assert "Ambush Viper" in names(game, "hand")
    assert "Mystical Teachings" in names(game, "graveyard")


def test_flashback_from_the_graveyard_then_exiled() -> None:
    """Ruling: "A spell cast using flashback will always be exiled afterward, whether it resolves, is
    countered, or leaves the stack in some other way.\""""
    game = board({"graveyard": [TEACHINGS], "battlefield": basics(Island=5, Swamp=1), "library": LIBRARY})
    teachings = game.find(TEACHINGS, zone="graveyard")
    game.apply(f"cast {teachings} flashback")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    game.apply(f"choose {game.find('Lightning Bolt', zone='library')}")
    assert "Lightning Bolt" in names(game, "hand")
    assert TEACHINGS in names(game, "exile")
