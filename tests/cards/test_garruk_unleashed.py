"""Garruk, Unleashed, compiled from its Oracle text and played.

Oracle text: [+1]: Up to one target creature gets +3/+3 and gains trample until end of turn. / [−2]: Create
a 3/3 green Beast creature token. Then if an opponent controls more creatures than you, put a loyalty counter
on Garruk, Unleashed. / [−7]: You get an emblem with "At the beginning of your end step, you may search your
library for a creature card, put it onto the battlefield, then shuffle.\""""

from __future__ import annotations

from support import activate, board, controlled, pass_both, pass_until

GARRUK = "Garruk, Unleashed"


def _loyalty(game, name: str = GARRUK) -> int:  # type: ignore[no-untyped-def]
    return game.state.objects[game.find(name)].counter("loyalty")


def test_minus_two_gains_a_counter_when_an_opponent_has_more_creatures() -> None:
    """Ruling: "Garruk's second ability gives him only one loyalty counter, no matter how many opponents
    control how many more creatures than you do.\""""
    game = board({"battlefield": [{"card": GARRUK, "counters": {"loyalty": 4}}]},
                 {"battlefield": ["Grizzly Bears", "Grizzly Bears", "Hill Giant"]})
    activate(game, game.find(GARRUK), 2)
    pass_both(game)
    assert len(controlled(game, "Beast Token")) == 1
    assert _loyalty(game) == 3  # 4 - 2 + 1: the opponent's three creatures outnumber the Beast


def test_minus_two_no_counter_when_you_have_as_many() -> None:
    game = board({"battlefield": [{"card": GARRUK, "counters": {"loyalty": 4}}]}, {"battlefield": ["Grizzly Bears"]})
    activate(game, game.find(GARRUK), 2)
    pass_both(game)
    assert _loyalty(game) == 2  # the Beast token is counted: one each


def test_minus_seven_emblem_searches_at_your_end_step() -> None:
    """114.4: the emblem's ability works from the command zone at the beginning of your end step."""
    game = board({"battlefield": [{"card": GARRUK, "counters": {"loyalty": 7}}],
                  "library": ["Hill Giant", "Forest", "Forest"]})
    activate(game, game.find(GARRUK), 3)
    pass_both(game)
    assert len(game.zone("command", 0)) == 1
    pass_until(game, "end")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may", game.pending
    game.apply("yes")
    if game.pending.kind == "choose":
        game.apply(f"choose {game.find('Hill Giant', zone='library')}")
    assert controlled(game, "Hill Giant")
