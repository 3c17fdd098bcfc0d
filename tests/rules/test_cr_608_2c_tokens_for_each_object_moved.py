"""608.2c, 111.2, 608.2h: 'For each creature destroyed this way, its controller creates a token' — each object the
instruction before moved gives its own controller (as it last existed) the token; objects not moved (indestructible,
regenerated, or put somewhere else by a replacement effect) give none. Descent of the Dragons, March of Souls,
Terastodon, Curse of the Swine."""

from __future__ import annotations

from support import basics, board, cast, pass_both, use_compiled

from lithoform import Game

use_compiled("Descent of the Dragons", "March of Souls", "Terastodon", "Curse of the Swine")


def _tokens(game: Game, player: int, name: str) -> int:
    return sum(1 for o in game.state.zones["battlefield"]
               if game.state.objects[o].token and game.state.objects[o].controller == player
               and game.state.objects[o].card == name)


def _resolve_saying_yes(game: Game) -> None:
    while game.state.stack or game.pending.kind != "priority":
        game.apply("yes" if game.pending.kind == "may" else "pass")


def test_descent_of_the_dragons_ruling_an_indestructible_creature_gives_no_dragon() -> None:
    """Descent of the Dragons ruling (2015-02-25): "If a creature is targeted but not destroyed (for example, if it
    regenerates or has indestructible), it won't count toward the number of Dragon tokens put onto the
    battlefield." Each destroyed creature's controller gets one (111.2)."""
    game = board({"hand": ["Descent of the Dragons"], "battlefield": basics(Mountain=6) + ["Grizzly Bears"]},
                 {"battlefield": ["Hill Giant", "Darksteel Myr"]})
    cast(game, "Descent of the Dragons", game.find("Grizzly Bears"), game.find("Hill Giant"),
         game.find("Darksteel Myr"))
    pass_both(game)
    assert _tokens(game, 0, "Dragon Token") == 1 and _tokens(game, 1, "Dragon Token") == 1
    assert game.find("Darksteel Myr") in game.state.zones["battlefield"]


def test_march_of_souls_each_controller_gets_a_spirit_per_creature() -> None:
    """March of Souls: "Destroy all creatures. They can't be regenerated. For each creature destroyed this way, its
    controller creates a 1/1 white Spirit creature token with flying." (no target: 'its' is each creature counted)"""
    game = board({"hand": ["March of Souls"], "battlefield": basics(Plains=5) + ["Grizzly Bears", "Hill Giant"]},
                 {"battlefield": ["Serra Angel"]})
    cast(game, "March of Souls")
    pass_both(game)
    assert _tokens(game, 0, "Spirit Token") == 2 and _tokens(game, 1, "Spirit Token") == 1


def test_terastodon_rulings_different_controllers_and_a_replacement_elsewhere() -> None:
    """Terastodon rulings: "The targeted permanents may be controlled by different players." (2010-03-01) and "if
    the targeted permanent is destroyed but a replacement effect moves it to a different zone instead of its
    owner's graveyard, its controller won't get an Elephant token for it." (2013-07-01)"""
    game = board({"hand": ["Terastodon"], "battlefield": basics(Forest=8) + ["Sol Ring"]},
                 {"battlefield": ["Mox Pearl"]})
    cast(game, "Terastodon")
    pass_both(game)  # Terastodon resolves; its trigger asks for targets
    for target in (game.find("Sol Ring"), game.find("Mox Pearl")):
        game.apply(f"target {target}")
    game.apply("done")
    _resolve_saying_yes(game)
    assert _tokens(game, 0, "Elephant Token") == 1 and _tokens(game, 1, "Elephant Token") == 1


def test_terastodon_a_permanent_exiled_instead_gives_no_elephant() -> None:
    """Terastodon ruling (2013-07-01), with Rest in Peace ('If a card or token would be put into a graveyard from
    anywhere, exile it instead.', 614.1a): destroyed, but not put into a graveyard: no Elephant."""
    game = board({"hand": ["Terastodon"], "battlefield": basics(Forest=8) + ["Sol Ring"]},
                 {"battlefield": ["Mox Pearl", "Rest in Peace"]})
    cast(game, "Terastodon")
    pass_both(game)
    for target in (game.find("Sol Ring"), game.find("Mox Pearl")):
        game.apply(f"target {target}")
    game.apply("done")
    _resolve_saying_yes(game)
    assert _tokens(game, 0, "Elephant Token") == 0 and _tokens(game, 1, "Elephant Token") == 0
    assert "Sol Ring" in [game.state.objects[o].card for o in game.state.zones["exile"]]


def test_curse_of_the_swine_a_boar_for_each_creature_exiled() -> None:
    """Curse of the Swine: "Exile X target creatures. For each creature exiled this way, its controller creates a
    2/2 green Boar creature token." """
    game = board({"hand": ["Curse of the Swine"], "battlefield": basics(Island=5) + ["Grizzly Bears"]},
                 {"battlefield": ["Hill Giant", "Serra Angel"]})
    cast(game, "Curse of the Swine", game.find("Grizzly Bears"), game.find("Hill Giant"), game.find("Serra Angel"),
         x=3)
    pass_both(game)
    assert _tokens(game, 0, "Boar Token") == 1 and _tokens(game, 1, "Boar Token") == 2
