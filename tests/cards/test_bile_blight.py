"""Bile Blight, compiled from its Oracle text: 'Target creature and all other creatures with the same name as
that creature get -3/-3 until end of turn.' (201.2, 115.1, 608.2b)"""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game


def _blight(game: Game, target: int) -> None:
    cast(game, "Bile Blight", target)
    pass_both(game)


def test_ruling_only_one_target_a_hexproof_creature_of_that_name_still_gets_it() -> None:
    """Ruling (2014-02-01): 'Bile Blight has only one target. Other creatures with that name are not
    targeted. For example, a creature with hexproof will still get -3/-3 if it has the same name as the
    target creature.' Two Grizzly Bears: one is targeted (the only target), both get -3/-3; a Hill Giant
    doesn't."""
    game = board({"hand": ["Bile Blight"], "battlefield": ["Swamp", "Swamp"]},
                 {"battlefield": ["Grizzly Bears", "Grizzly Bears", "Hill Giant"]})
    first, second = sorted(o for o in game.zone("battlefield") if game.chars(o).name == "Grizzly Bears")
    cast(game, "Bile Blight", first)
    assert game.state.objects[game.state.stack[-1]].choices.targets == ((first,),)
    pass_both(game)
    names = [game.chars(o).name for o in game.zone("battlefield")]
    assert "Grizzly Bears" not in names and "Hill Giant" in names
    assert game.state.objects[game.find("Hill Giant")].damage == 0


def test_ruling_an_illegal_target_means_no_creature_gets_minus_3() -> None:
    """Ruling (2014-02-01): 'If the target creature is an illegal target as Bile Blight tries to resolve,
    it won't resolve and none of its effects will happen. No creature will get -3/-3.'"""
    game = board({"hand": ["Bile Blight", "Shock"], "battlefield": ["Swamp", "Swamp", "Mountain"]},
                 {"battlefield": ["Runeclaw Bear", "Grizzly Bears", "Grizzly Bears"]})
    first, second = sorted(o for o in game.zone("battlefield") if game.chars(o).name == "Grizzly Bears")
    cast(game, "Bile Blight", first)
    cast(game, "Shock", first)  # in response (P1 holds priority): the target dies first
    pass_both(game)
    pass_both(game)
    assert second in game.zone("battlefield") and game.chars(second).power == 2


def test_ruling_a_token_named_by_its_types_shares_the_name() -> None:
    """Ruling (2014-02-01): 'The name of a creature token is the same as its creature types [...] a 1/1 Cat
    Soldier creature token is named "Cat Soldier."' Two Soldier tokens from Raise the Alarm both die."""
    game = board({"hand": ["Raise the Alarm", "Bile Blight"], "battlefield": ["Plains", "Plains", "Swamp", "Swamp"]})
    cast(game, "Raise the Alarm")
    pass_both(game)
    soldiers = [o for o in game.zone("battlefield") if "Soldier" in game.chars(o).subtypes]
    assert len(soldiers) == 2
    _blight(game, soldiers[0])
    assert not any("Soldier" in game.chars(o).subtypes for o in game.zone("battlefield"))
