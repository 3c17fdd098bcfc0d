"""Standard Bearer: "While an opponent is choosing targets as part of casting a spell they control or activating an
ability they control, that player must choose at least one Flagbearer on the battlefield if able." (601.2c, 602.2b;
the rulings are Coalition Honor Guard's, whose ability is the same)"""

from __future__ import annotations

from support import board, pass_both, use_compiled
from support.reading import battlefield_names, life

from lithoform import Game

use_compiled("Standard Bearer")


def _options(game: Game, card: str) -> set[str]:
    """The targets offered as `card` is cast (a single legal one is chosen without asking)."""
    game.apply(f"cast {game.find(card)}")
    if game.pending.kind == "target":
        return {str(o) for o in game.pending.options}
    spell = game.state.objects[game.state.announcing or game.state.stack[-1]]
    return {str(r) for t in spell.choices.targets for r in t}


def test_an_opponents_spell_must_target_the_flagbearer() -> None:
    game = board({"hand": ["Shock"], "battlefield": [{"card": "Mountain", "count": 1}]},
                 {"battlefield": ["Standard Bearer", "Grizzly Bears"]})
    bearer = game.find("Standard Bearer")
    assert _options(game, "Shock") == {str(bearer)}  # not the Bears, not a player
    while game.pending.kind != "priority":
        game.apply(next(str(a) for a in game.legal_actions() if a.kind != "concede"))
    pass_both(game)
    assert battlefield_names(game, 1) == ["Grizzly Bears"]


def test_its_controller_chooses_targets_freely() -> None:
    game2 = board({"hand": ["Shock"], "battlefield": ["Standard Bearer", {"card": "Mountain", "count": 1}]},
                  {"battlefield": ["Grizzly Bears"]})
    assert len(_options(game2, "Shock")) > 1  # its own controller isn't bound by it


def test_an_activated_ability_must_target_the_flagbearer_too() -> None:
    """Ruling (2016-06-08): "Activated abilities contain a colon. ... Triggered abilities (written with "when,"
    "whenever," or "at") don't have to target a Flagbearer." """
    game = board({"battlefield": ["Prodigal Pyromancer"]}, {"battlefield": ["Standard Bearer", "Grizzly Bears"]})
    bearer = game.find("Standard Bearer")
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    ability = game.state.objects[game.state.announcing or game.state.stack[-1]]
    offered = {str(o) for o in game.pending.options} if game.pending.kind == "target" else {
        str(r) for t in ability.choices.targets for r in t}
    assert offered == {str(bearer)}


def test_ruling_any_players_flagbearer_may_be_targeted() -> None:
    """Ruling (2016-06-08): "Any player's Flagbearer may be targeted. For example, if each player controls a
    Coalition Honor Guard, Seal of Strength's ability may target any of them." """
    game = board({"hand": ["Shock"], "battlefield": ["Standard Bearer", {"card": "Mountain", "count": 1}]},
                 {"battlefield": ["Standard Bearer", "Grizzly Bears"]})
    mine, theirs = game.find("Standard Bearer", player=0), game.find("Standard Bearer", player=1)
    assert _options(game, "Shock") == {str(mine), str(theirs)}
    game.apply(f"target {mine}")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 20 and "Standard Bearer" not in battlefield_names(game, 0)
