"""CR 711 and 702.87: leveler cards and level up. 'Level up [cost]' means '[Cost]: Put a level counter on this
permanent. Activate only as a sorcery.' (702.87a). A level symbol 'LEVEL N1-N2' / 'LEVEL N3+' and its
striation mean 'As long as this creature has at least N1 level counters on it, but no more than N2 level
counters on it, it has base power and toughness [P/T] and has [abilities].' (711.2a-b); below N1 it has its
uppermost P/T box (711.5), and so in every other zone (711.6)."""

from __future__ import annotations

from support import activate, board, cast, legal, pass_both

from lithoform.play.game import Game

STUDENT = "Student of Warfare"  # {W} 1/1; Level up {W}; LEVEL 2-6 3/3 first strike; LEVEL 7+ 4/4 double strike


def _student(n: int, **more: list) -> tuple[Game, int]:
    game = board({"battlefield": [{"card": STUDENT, "counters": {"level": n}}], **more})
    return game, game.find(STUDENT)


def test_702_87a_level_up_puts_a_level_counter_only_as_a_sorcery() -> None:
    """702.87a: the ability puts a level counter on it; 'Activate only as a sorcery' (602.5d)."""
    game = board({"battlefield": [STUDENT, "Plains", "Plains"]})
    student = game.find(STUDENT)
    activate(game, student, 1)
    pass_both(game)
    assert dict(game.state.objects[student].counters)["level"] == 1
    game = board({"battlefield": ["Plains"]}, {"battlefield": [STUDENT, "Plains"]})
    game.apply("pass")  # P2 gets priority with a spell-free stack in P1's turn: no sorcery timing
    assert not legal(game, f"activate {game.find(STUDENT)} 1")


def test_711_5_below_the_first_symbol_it_has_its_printed_pt() -> None:
    """711.5: with one level counter (less than N1 = 2) Student of Warfare is 1/1 without first strike."""
    game, student = _student(1)
    c = game.chars(student)
    assert (c.power, c.toughness) == (1, 1) and "first strike" not in c.keywords


def test_711_2a_in_range_it_has_the_striations_pt_and_abilities() -> None:
    """711.2a: LEVEL 2-6: 3/3 and first strike, at 2 and at 6 counters."""
    for n in (2, 6):
        game, student = _student(n)
        c = game.chars(student)
        assert (c.power, c.toughness) == (3, 3) and "first strike" in c.keywords
        assert "double strike" not in c.keywords


def test_711_2b_n_or_more_counters() -> None:
    """711.2b: LEVEL 7+: 4/4 and double strike, at 7 and at 12 counters (not first strike: that striation's
    range ended at 6)."""
    for n in (7, 12):
        game, student = _student(n)
        c = game.chars(student)
        assert (c.power, c.toughness) == (4, 4) and "double strike" in c.keywords
        assert "first strike" not in c.keywords


def test_711_6_other_zones_have_the_uppermost_pt_box() -> None:
    """711.6: in the hand it is a 1/1 with no striation's abilities."""
    game = board({"hand": [STUDENT]})
    c = game.chars(game.find(STUDENT, zone="hand"))
    assert (c.power, c.toughness) == (1, 1) and not {"first strike", "double strike"} & set(c.keywords)


def test_613_4_counters_and_boosts_apply_after_the_striations_base_pt() -> None:
    """613.4b-c: the striation's P/T box is layer 7b; Giant Growth (layer 7c), cast before the level counters
    were put on it, still applies on top of it."""
    game = board({"battlefield": [STUDENT, "Forest", "Plains", "Plains"], "hand": ["Giant Growth"]})
    student = game.find(STUDENT)
    cast(game, "Giant Growth", student)
    pass_both(game)
    activate(game, student, 1)
    pass_both(game)
    activate(game, student, 1)
    pass_both(game)
    c = game.chars(student)
    assert (c.power, c.toughness) == (6, 6) and "first strike" in c.keywords
