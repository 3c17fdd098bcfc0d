"""Nykthos, Shrine to Nyx, compiled from its Oracle text and played.

Oracle text: {T}: Add {C}. / {2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion
to that color. (Your devotion to a color is the number of mana symbols of that color in the mana costs of
permanents you control.)  (700.5, 605.1a, 605.3a, 106.1a; mechanics/devotion)"""

from __future__ import annotations

from support import actions, board, lands

from lithoform import Game

NYKTHOS = "Nykthos, Shrine to Nyx"


def _with_two_in_pool(*permanents: str | dict) -> tuple[Game, int]:
    game = board({"battlefield": [NYKTHOS, lands("Forest", 2), *permanents]})
    for f in [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Forest"]:
        game.apply(f"activate {f} 1")
    return game, game.find(NYKTHOS)


def _activate(game: Game, nykthos: int, color: str) -> list[str]:
    game.apply(f"activate {nykthos} 2 mana:{color}")
    return [m.type for m in game.state.players[0].pool]


def test_ruling_the_second_ability_is_a_mana_ability() -> None:
    """Ruling (2013-09-15): 'The second ability is a mana ability. It doesn’t use the stack and can’t be
    responded to.' (605.1a, 605.3a-b: the {2} is paid from the mana pool, and the mana is added at once)"""
    game, nykthos = _with_two_in_pool("Leatherback Baloth")
    assert _activate(game, nykthos, "G") == ["G", "G", "G"]  # the two {G} paid the {2}
    assert not game.state.stack
    assert game.state.objects[nykthos].tapped


def test_the_mana_cost_is_paid_from_the_pool_first() -> None:
    """605.3a: with nothing in the pool the {2} can't be paid, so the ability isn't offered; the auto-payer
    never spends mana to activate it (the player chooses to)."""
    game = board({"battlefield": [NYKTHOS, lands("Forest", 2), "Leatherback Baloth"]})
    nykthos = game.find(NYKTHOS)
    assert not any(a.startswith(f"activate {nykthos} 2") for a in actions(game))
    assert f"activate {nykthos} 1" in actions(game)


def test_ruling_numeric_symbols_dont_count() -> None:
    """Ruling (2013-09-15): 'Numeric mana symbols ({0}, {1}, and so on) in mana costs of permanents you control
    don’t count toward your devotion to any color.' Kitchen Finks {1}{G/W}{G/W}: two."""
    game, nykthos = _with_two_in_pool("Kitchen Finks")
    assert _activate(game, nykthos, "G") == ["G", "G"]


def test_ruling_text_box_symbols_dont_count() -> None:
    """Ruling (2013-09-15): 'Mana symbols in the text boxes of permanents you control don’t count toward your
    devotion to any color.' Llanowar Elves ({G}, '{T}: Add {G}.'): one."""
    game, nykthos = _with_two_in_pool("Llanowar Elves")
    assert _activate(game, nykthos, "G") == ["G"]


def test_ruling_hybrid_and_phyrexian_symbols_count() -> None:
    """Ruling (2013-09-15): 'Hybrid mana symbols, monocolored hybrid mana symbols, and Phyrexian mana symbols do
    count toward your devotion to their color(s).' Kitchen Finks {G/W}{G/W} (2), Thundering Tanadon {G/P}{G/P}
    (2), Reaper King {2/G} (1) for green; the Finks' symbols count for white too."""
    game, nykthos = _with_two_in_pool("Kitchen Finks", "Thundering Tanadon", "Reaper King")
    assert _activate(game, nykthos, "G") == ["G"] * 5
    game, nykthos = _with_two_in_pool("Kitchen Finks", "Thundering Tanadon", "Reaper King")
    assert _activate(game, nykthos, "W") == ["W"] * 3  # {G/W}{G/W} and {2/W}


def test_ruling_counted_as_the_ability_resolves_permanents_you_control_now() -> None:
    """Ruling (2013-09-15): 'If an activated ability or triggered ability has an effect that depends on your
    devotion to a color, you count the number of mana symbols of that color among the mana costs of
    permanents you control as the ability resolves. The permanent with that ability will be counted if it’s
    still on the battlefield at that time.' A mana ability is counted as it is activated (605.3b); an
    opponent's permanents don't count (700.5)."""
    game = board({"battlefield": [NYKTHOS, lands("Forest", 2), "Llanowar Elves"]},
                 {"battlefield": ["Leatherback Baloth"]})
    for f in [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Forest"]:
        game.apply(f"activate {f} 1")
    assert _activate(game, game.find(NYKTHOS), "G") == ["G"]


def test_devotion_zero_adds_no_mana() -> None:
    """106.1a, 700.5: with no symbol of the chosen color, the amount is zero: the {2} is spent for nothing."""
    game, nykthos = _with_two_in_pool("Leatherback Baloth")
    assert _activate(game, nykthos, "U") == []
