"""Jace, Architect of Thought: "[+1]: Until your next turn, whenever a creature an opponent controls attacks, it
gets -1/-0 until end of turn. / [−2]: Reveal the top three cards of your library. An opponent separates those
cards into two piles. Put one pile into your hand and the other on the bottom of your library in any order. /
[−8]: For each player, search that player's library for a nonland card and exile it, then that player shuffles.
You may cast those cards without paying their mana costs." (603.7a, 611.2b: a delayed trigger until your next
turn; 701.20a, 608.2d: piles; 701.23a, 608.2g, 118.9: free casts during the resolution.) Its rulings, quoted from
the card database."""

from __future__ import annotations

from support import activate, board, names, pass_both, pass_until, pt, resolve_stack, to_attackers, zone_names

from lithoform import Game

JACE = "Jace, Architect of Thought"


def _jace(loyalty: int, p1: dict | None = None, p2: dict | None = None) -> Game:
    mine = dict(p1 or {})
    mine["battlefield"] = [{"card": JACE, "counters": {"loyalty": loyalty}}, *mine.get("battlefield", [])]
    return board(mine, p2 or {})


def _pass_to(game: Game, step: str, active: int) -> None:
    for _ in range(20):
        pass_until(game, step)
        if game.state.active == active:
            return
        pass_both(game)
    raise AssertionError(f"never reached {step} of P{active + 1}")


def test_611_2b_plus_one_shrinks_each_attacker_until_jaces_controllers_next_turn() -> None:
    """Ruling (2012-10-01): "Jace's first ability creates a delayed triggered ability that triggers whenever a
    creature an opponent controls attacks. It doesn't matter which player or planeswalker that creature is
    attacking." P2's Grizzly Bears attacking Jace itself gets -1/-0; the ability is gone as P1's next turn begins."""
    game = _jace(3, {"library": ["Island"] * 5}, {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5})
    activate(game, game.find(JACE), 1)
    resolve_stack(game)
    assert len(game.state.delayed) == 1
    _pass_to(game, "beginning_of_combat", active=1)
    to_attackers(game)
    bears = game.find("Grizzly Bears")
    game.apply(f"attack {bears} {game.find(JACE)}")
    game.apply("done")
    resolve_stack(game)
    assert pt(game, bears) == (1, 2)
    _pass_to(game, "upkeep", active=0)
    assert game.state.delayed == ()


def test_ruling_minus_two_an_opponent_makes_the_piles_and_you_choose_one() -> None:
    """Ruling (2012-10-01): "You pick one of your opponents when Jace's second ability resolves. ... You (not your
    opponent) choose which pile is put into your hand and which pile is put on the bottom of your library." P2 puts
    Shock alone in one pile; P1 takes the other pile (two cards) into their hand; Shock goes to the bottom."""
    game = _jace(4, {"library": ["Shock", "Grizzly Bears", "Hill Giant", "Island", "Island"]})
    activate(game, game.find(JACE), 2)
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 1  # the opponent separates the cards
    game.apply(f"choose {game.find('Shock', zone='library')}")
    assert game.pending.kind == "choose" and game.pending.player == 0  # the controller chooses a pile
    game.apply("choose 2")
    resolve_stack(game)
    assert names(game, "hand", 0) == ["Grizzly Bears", "Hill Giant"]
    assert zone_names(game, "library", 0)[-1] == "Shock"


def test_ruling_piles_can_be_empty() -> None:
    """Ruling (2012-10-01): "Piles can be empty. If one of the piles is empty, you choose to put all the revealed
    cards in your hand or on the bottom of your library." P2 makes an empty first pile; P1 takes the other, all
    three cards."""
    game = _jace(4, {"library": ["Shock", "Grizzly Bears", "Hill Giant", "Island"]})
    activate(game, game.find(JACE), 2)
    pass_both(game)
    game.apply("choose")  # no card in the first pile
    game.apply("choose 2")
    resolve_stack(game)
    assert names(game, "hand", 0) == ["Grizzly Bears", "Hill Giant", "Shock"]


def test_ruling_minus_eight_exiles_from_each_library_then_casts_them_free() -> None:
    """Rulings (2012-10-01): "When resolving Jace's third ability, you search each player's library (including
    yours) and exile the nonland cards before casting any of them." and "If you can't cast a card, ... or if you
    choose not to cast one, it will remain exiled." P1 finds Grizzly Bears in their library and Hill Giant in P2's;
    P1 casts the Giant for no mana (with no land at all) and declines the Bears, which stays in exile."""
    game = _jace(8, {"library": ["Island", "Grizzly Bears", "Island"]},
                 {"library": ["Island", "Hill Giant", "Island"]})
    activate(game, game.find(JACE), 3)
    pass_both(game)
    game.apply(f"choose {game.find('Grizzly Bears', zone='library')}")  # the active player's library first
    game.apply(f"choose {game.find('Hill Giant', zone='library')}")
    labels = game.pending.labels  # the cast question comes after both searches (608.2g)
    assert sorted(labels) == ["Grizzly Bears", "Hill Giant"]
    game.apply(f"choose {game.pending.options[labels.index('Hill Giant')]}")
    game.apply("choose")  # the Bears are not cast
    resolve_stack(game)
    assert "Hill Giant" in names(game, "battlefield", 0)
    assert "Grizzly Bears" in zone_names(game, "exile")
