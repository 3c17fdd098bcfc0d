"""Wedding Announcement // Wedding Festivity, compiled from its Oracle text: 'At the beginning of your end
step, put an invitation counter on Wedding Announcement. If you attacked with two or more creatures this
turn, draw a card. Otherwise, create a 1/1 white Human creature token. Then if Wedding Announcement has three
or more invitation counters on it, transform it.' // 'Creatures you control get +1/+1.' (608.2c, 701.27)"""

from __future__ import annotations

from support import board, pass_both, pass_until

from lithoform import Game


def _to_end_step(game: Game) -> None:
    pass_until(game, "end", turn=game.state.turn)
    pass_both(game)  # the trigger resolves


def _humans(game: Game) -> int:
    return sum(1 for o in game.zone("battlefield") if game.chars(o).name == "Human Token")


def test_608_2c_no_attack_otherwise_a_human_token() -> None:
    game = board({"battlefield": ["Wedding Announcement"]})
    hand = len(game.zone("hand", 0))
    _to_end_step(game)
    assert _humans(game) == 1 and len(game.zone("hand", 0)) == hand


def test_ruling_it_looks_back_at_the_turns_attacks_even_if_those_creatures_are_gone() -> None:
    """Ruling (2021-11-19): 'Wedding Announcement's ability looks back in time to the combat phase of this
    turn [...] If you attacked with at least two creatures this turn, you will draw a card as the ability
    resolves.'"""
    game = board({"battlefield": ["Wedding Announcement", "Grizzly Bears", "Runeclaw Bear"]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    game.apply(f"attack {game.find('Runeclaw Bear')} P2")
    game.apply("done")
    hand = len(game.zone("hand", 0))
    _to_end_step(game)
    assert _humans(game) == 0 and len(game.zone("hand", 0)) == hand + 1


def test_ruling_it_keeps_its_counters_and_transforms_on_the_third() -> None:
    """Ruling (2021-11-19): 'Wedding Announcement keeps its invitation counters as it transforms into
    Wedding Festivity.'"""
    game = board({"battlefield": [{"card": "Wedding Announcement", "counters": {"invitation": 2}}]})
    announcement = game.find("Wedding Announcement")
    _to_end_step(game)
    assert game.chars(announcement).name == "Wedding Festivity"
    assert game.state.objects[announcement].counter("invitation") == 3
    human = next(o for o in game.zone("battlefield") if game.chars(o).name == "Human Token")
    assert game.chars(human).power == 2  # Wedding Festivity: creatures you control get +1/+1
