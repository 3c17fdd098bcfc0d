"""Phyrexian Revoker: "As Phyrexian Revoker enters the battlefield, choose a nonland card name. / Activated
abilities of sources with the chosen name can't be activated." (201.3, 602.5, 614.12); Pithing Needle: the
same with "unless they're mana abilities" (605.1a)."""

from __future__ import annotations

from support import actions, board, cast, pass_both, pt

from lithoform import Game


def _name(game: Game, card: str, name: str) -> None:
    cast(game, card)
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index(name)}")


def test_ruling_it_affects_sources_with_the_chosen_name_in_any_zone() -> None:
    """Ruling (2020-08-07): "Phyrexian Revoker's ability affects sources with the chosen name no matter what
    zone they are in. For example, a cycling ability of a card with the chosen name can't be activated from
    hand." """
    game = board({"battlefield": [{"card": "Plains", "count": 4}], "hand": ["Phyrexian Revoker", "Miscalculation"]})
    card = game.find("Miscalculation")
    assert f"activate {card} 1" in actions(game)
    _name(game, "Phyrexian Revoker", "Miscalculation")
    assert f"activate {card} 1" not in actions(game)


def test_ruling_static_and_triggered_abilities_are_unaffected() -> None:
    """Ruling (2020-08-07): "Static and triggered abilities of sources with the chosen name are unaffected."
    Naming Glorious Anthem leaves its +1/+1 in place."""
    game = board({"battlefield": [{"card": "Plains", "count": 2}, "Glorious Anthem", "Grizzly Bears"],
                  "hand": ["Phyrexian Revoker"]})
    _name(game, "Phyrexian Revoker", "Glorious Anthem")
    assert pt(game, game.find("Grizzly Bears")) == (3, 3)


def test_pithing_needle_ruling_a_mana_ability_can_still_be_activated() -> None:
    """Pithing Needle ruling (2005-06-01): "If you name a card that has both a mana ability and another
    activated ability, the mana ability can be activated but the other ability can't be activated." """
    game = board({"battlefield": [{"card": "Plains", "count": 1}, "Llanowar Elves"], "hand": ["Pithing Needle"]})
    _name(game, "Pithing Needle", "Llanowar Elves")
    game.apply(f"activate {game.find('Llanowar Elves')} 1")
    assert game.state.players[0].pool
