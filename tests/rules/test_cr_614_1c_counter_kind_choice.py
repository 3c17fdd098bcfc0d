"""CR 614.1c, 614.12, 122.1b: '~ enters with your choice of a flying counter or a first strike counter on it' is a
replacement effect; its controller chooses the kind as it enters, and the counter is a keyword counter. Also
608.2d: 'gains / loses your choice of A, B, or C until end of turn' is chosen as the ability resolves, and 614.1c
'if ~ was kicked, it enters with two +1/+1 counters on it and with first strike'."""

from __future__ import annotations

from support import activate, basics, board, cast, counters, events, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Helica Glider", "Grimdancer", "Benalish Lancer", "Ravaging Riftwurm", "Butcher of the Horde",
             "Walking Sponge", "Grizzly Bears")


def _enter(name: str, lands: dict[str, int]):  # type: ignore[no-untyped-def]
    game = board({"hand": [name], "battlefield": basics(**lands)})
    cast(game, name)
    pass_both(game)
    assert game.pending.kind == "choose", game.pending
    return game


def test_614_12_the_kind_is_chosen_as_it_enters() -> None:
    """Helica Glider: 'enters with your choice of a flying counter or a first strike counter on it'."""
    game = _enter("Helica Glider", {"Plains": 3})
    assert game.pending.labels == ("flying", "first strike")
    game.apply("choose 1")
    glider = game.find("Helica Glider")
    assert counters(game, glider, "first strike") == 1 and counters(game, glider, "flying") == 0
    assert "first strike" in chars(game.state, glider).keywords  # 122.1b: a keyword counter
    assert "flying" not in chars(game.state, glider).keywords
    assert events(game, "as_enters_choice")[-1].args["choice"] == "first strike"


def test_122_1b_two_different_kinds_from_among() -> None:
    """Grimdancer: 'your choice of two different counters on it from among menace, deathtouch, and lifelink'."""
    game = _enter("Grimdancer", {"Swamp": 3})
    assert game.pending.min == game.pending.max == 2
    game.apply("choose 0 2")
    dancer = game.find("Grimdancer")
    assert (counters(game, dancer, "menace"), counters(game, dancer, "deathtouch"),
            counters(game, dancer, "lifelink")) == (1, 0, 1)
    assert {"menace", "lifelink"} <= set(chars(game.state, dancer).keywords)


def test_614_1c_kicked_it_enters_with_counters_and_a_keyword() -> None:
    """Benalish Lancer: 'If ~ was kicked, it enters with two +1/+1 counters on it and with first strike.'"""
    game = board({"hand": ["Benalish Lancer"], "battlefield": basics(Plains=6)})
    cast(game, "Benalish Lancer", kicker=True)
    pass_both(game)
    lancer = game.find("Benalish Lancer")
    assert pt(game, lancer) == (4, 4)
    assert "first strike" in chars(game.state, lancer).keywords


def test_614_1c_unkicked_it_enters_plain() -> None:
    game = board({"hand": ["Benalish Lancer"], "battlefield": basics(Plains=6)})
    cast(game, "Benalish Lancer", kicker=False)
    pass_both(game)
    lancer = game.find("Benalish Lancer")
    assert pt(game, lancer) == (2, 2)
    assert "first strike" not in chars(game.state, lancer).keywords


def test_122_6_additional_time_counters_when_kicked() -> None:
    """Ravaging Riftwurm: 'Vanishing 2 ... If ~ was kicked, it enters with three additional time counters'."""
    game = board({"hand": ["Ravaging Riftwurm"], "battlefield": basics(Forest=7)})
    cast(game, "Ravaging Riftwurm", kicker=True)
    pass_both(game)
    assert counters(game, game.find("Ravaging Riftwurm"), "time") == 5


def test_608_2d_gains_your_choice_of_three_keywords() -> None:
    """Butcher of the Horde (ruling 2014-09-20): "You choose which ability Butcher of the Horde gains when the
    activated ability resolves." """
    game = board({"battlefield": ["Butcher of the Horde", "Grizzly Bears"]})
    butcher, bears = game.find("Butcher of the Horde"), game.find("Grizzly Bears")
    activate(game, butcher, 1, sacrifice=(bears,))
    pass_both(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 3
    game.apply("choose 2")  # vigilance, lifelink, or haste
    keywords = chars(game.state, butcher).keywords
    assert "haste" in keywords and "lifelink" not in keywords and "vigilance" not in keywords


def test_608_2d_loses_your_choice_of_three_keywords() -> None:
    """Walking Sponge (ruling 2004-10-04): "The target loses just one of the listed abilities." """
    glider_with = {"card": "Helica Glider", "counters": {"first strike": 1, "flying": 1}}
    game = board({"battlefield": ["Walking Sponge"]}, {"battlefield": [glider_with]})
    glider = game.find("Helica Glider")
    assert {"flying", "first strike"} <= set(chars(game.state, glider).keywords)
    activate(game, game.find("Walking Sponge"), 1, glider)
    pass_both(game)
    assert game.pending.kind == "choose"
    game.apply("choose 0")  # flying, first strike, or trample
    keywords = chars(game.state, glider).keywords
    assert "flying" not in keywords and "first strike" in keywords
