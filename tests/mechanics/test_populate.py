"""Populate (701.36): choose a creature token you control and create a token that's a copy of it.

Eyes in the Skies: "Create a 1/1 white Bird creature token with flying, then populate." Coursers' Accord:
"Create a 3/3 green Centaur creature token, then populate." Sundering Growth: "Destroy target artifact or
enchantment, then populate." """

from __future__ import annotations

from support import board, cast, lands, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Eyes in the Skies", "Coursers' Accord", "Sundering Growth", "Grizzly Bears", "Sol Ring")


def _tokens(game: Game) -> list[str]:
    return sorted(game.chars(o).name for o in game.zone("battlefield", 0) if game.state.objects[o].token)


def _choose_token(game: Game, name: str) -> None:
    assert game.pending.kind == "choose", game.pending
    # (the tokens just created are labelled by name: the answer resumes the resolution that made them)
    pending = game.pending
    game.apply(f"choose {next(o for o, n in zip(pending.options, pending.labels, strict=True) if n == name)}")


def test_ruling_may_copy_the_token_just_created() -> None:
    """Ruling: "If a spell or ability puts a token onto the battlefield under your control and then instructs
    you to populate (as Coursers' Accord does), you may choose to copy the token you just created, or you may
    choose to copy another creature token you control.\""""
    game = board({"battlefield": [lands("Plains", 4)], "hand": ["Eyes in the Skies"]})
    cast(game, "Eyes in the Skies")
    game.apply("pass")
    game.apply("pass")
    if game.pending.kind == "choose":  # (the only creature token: the one just created)
        _choose_token(game, "Bird Token")
    assert _tokens(game) == ["Bird Token", "Bird Token"]
    birds = [o for o in game.zone("battlefield", 0) if game.state.objects[o].token]
    assert all("flying" in game.chars(o).keywords and game.chars(o).power == 1 for o in birds)
    assert any(e.kind == "populate" for e in game.state.events())


def test_701_36a_choose_which_creature_token_to_copy() -> None:
    game = board({"battlefield": [lands("Plains", 6), lands("Forest", 6)],
                  "hand": ["Eyes in the Skies", "Coursers' Accord"]})
    cast(game, "Eyes in the Skies")
    game.apply("pass")
    game.apply("pass")
    if game.pending.kind == "choose":
        _choose_token(game, "Bird Token")
    cast(game, "Coursers' Accord")
    game.apply("pass")
    game.apply("pass")
    options = set(game.pending.labels)
    assert options == {"Bird Token", "Centaur Token"}  # every creature token of its controller
    _choose_token(game, "Bird Token")
    assert _tokens(game) == ["Bird Token", "Bird Token", "Bird Token", "Centaur Token"]


def test_701_36b_no_creature_token_no_new_token() -> None:
    """Ruling: "If you control no creature tokens when you populate, nothing will happen.\""""
    game = board({"battlefield": ["Grizzly Bears", lands("Forest", 2)], "hand": ["Sundering Growth"]},
                 {"battlefield": ["Sol Ring"]})
    cast(game, "Sundering Growth", game.find("Sol Ring"))
    resolve_stack(game)
    assert game.find("Sol Ring") in game.zone("graveyard", 1)
    assert _tokens(game) == []
    assert any(e.kind == "populate" for e in game.state.events())
