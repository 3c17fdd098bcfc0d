"""Gideon's Intervention: "As Gideon's Intervention enters the battlefield, choose a card name. / Your opponents
can't cast spells with the chosen name. / Prevent all damage that would be dealt to you and permanents you control
by sources with the chosen name." (201.3, 614.12, 615.1a; 'sources with the chosen name' in any zone, 609.7)"""

from __future__ import annotations

from support import activate, attack, board, cast, pass_both, pass_until, pay_with
from support.reading import controlled, life

from lithoform import Game


def _name(game: Game, name: str) -> None:
    cast(game, "Gideon's Intervention")
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index(name)}")


def _intervention_then_their_turn(named: str, theirs: list) -> Game:
    game = board({"battlefield": [{"card": "Plains", "count": 4}, "Grizzly Bears"], "hand": ["Gideon's Intervention"]},
                 {"battlefield": theirs})
    _name(game, named)
    pass_until(game, "main1", turn=4)
    return game


def test_damage_from_a_source_with_the_chosen_name_to_you_and_your_permanents_is_prevented() -> None:
    game = _intervention_then_their_turn("Prodigal Pyromancer", ["Prodigal Pyromancer", "Prodigal Pyromancer"])
    first, second = controlled(game, "Prodigal Pyromancer", 1)
    activate(game, first, 1, "P1")
    pass_both(game)
    activate(game, second, 1, game.find("Grizzly Bears"))
    pass_both(game)
    assert life(game, 0) == 20
    assert game.find("Grizzly Bears", zone="battlefield")


def test_damage_from_sources_with_another_name_is_not_prevented() -> None:
    game = _intervention_then_their_turn("Lightning Bolt", ["Prodigal Pyromancer"])
    activate(game, game.find("Prodigal Pyromancer"), 1, "P1")
    pass_both(game)
    assert life(game, 0) == 19


def test_ruling_a_land_may_be_named_and_damage_it_would_deal_is_prevented() -> None:
    """Ruling (2017-04-18): "You may choose the name of a land card. Cards with that name can still be played
    (since lands are never cast), but damage they would deal to you and your permanents will be prevented." """
    game = _intervention_then_their_turn("Mutavault", ["Mutavault", {"card": "Swamp", "count": 1}])
    vault = game.find("Mutavault")
    activate(game, vault, 2, pay=False)
    pay_with(game, game.find("Swamp"))  # not Mutavault's own mana: it attacks untapped
    pass_both(game)
    pass_until(game, "beginning_of_combat", turn=4)
    pass_both(game)
    attack(game, vault, at="P1")
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply("done")  # P1 declares no blockers (509.1)
    pass_until(game, "end", turn=4)
    assert life(game, 0) == 20
