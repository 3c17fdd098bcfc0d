"""Mind Warp and Extortion: 'Look at target player's hand and choose X cards / up to two cards from it. That
player discards those cards.' (mechanics/hand_choice; 608.2d, 701.9a), compiled from the Oracle text and played.
Neither card has official rulings."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Mind Warp", "Extortion", "Grizzly Bears", "Shock", "Llanowar Elves")


def test_mind_warp_the_caster_chooses_x_cards_that_player_discards_them() -> None:
    game = board({"hand": ["Mind Warp"], "battlefield": basics(Swamp=6)},
                 {"hand": ["Grizzly Bears", "Shock", "Llanowar Elves"]})
    cast(game, "Mind Warp", -2, x=2)
    pass_both(game)
    assert game.pending.player == 0 and (game.pending.min, game.pending.max) == (2, 2)
    picked = [o for o in game.pending.options if game.state.objects[o].card in ("Shock", "Llanowar Elves")]
    game.apply("choose " + " ".join(str(o) for o in picked))
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    assert names(game, "graveyard", 1) == ["Llanowar Elves", "Shock"]


def test_mind_warp_with_x_greater_than_the_hand_takes_the_whole_hand() -> None:
    game = board({"hand": ["Mind Warp"], "battlefield": basics(Swamp=8)}, {"hand": ["Grizzly Bears"]})
    cast(game, "Mind Warp", -2, x=4)
    pass_both(game)
    assert (game.pending.min, game.pending.max) == (1, 1)
    game.apply(f"choose {game.pending.options[0]}")
    assert names(game, "hand", 1) == []


def test_extortion_up_to_two_cards_may_be_none() -> None:
    game = board({"hand": ["Extortion"], "battlefield": basics(Swamp=5)},
                 {"hand": ["Grizzly Bears", "Shock", "Llanowar Elves"]})
    cast(game, "Extortion", -2)
    pass_both(game)
    assert (game.pending.min, game.pending.max) == (0, 2)
    game.apply("choose")
    assert len(names(game, "hand", 1)) == 3
