"""Issue 20: the cards of your own library that your decision offers (a search, 701.23a) are named in your
own view, so the terminal shows 'Choose Forest (#N)', not a bare id; the opponent's view names none of them."""

from __future__ import annotations

from lithoform import Game
from lithoform.interfaces.tui.describe import describe
from lithoform.play.observation import observe


def test_a_search_names_the_cards_offered_in_the_searchers_view_only() -> None:
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Forest", "Forest"], "hand": ["Rampant Growth"],
                                   "library": ["Forest", "Grizzly Bears", "Island"]}})
    game.apply(f"cast {game.find('Rampant Growth')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    mine, theirs = observe(game, 0), observe(game, 1)
    assert sorted(c.name for c in mine.looking_at) == ["Forest", "Island"]
    assert theirs.looking_at == () and theirs.pending.options == ()
    forest = next(c.id for c in mine.looking_at if c.name == "Forest")
    choice = next(a for a in game.legal_actions() if a.args == (forest,))
    assert describe(mine, choice) == f"Choose Forest (#{forest})"
    assert '"looking_at":[]' in game.view("P2") and "Island" not in game.view("P2")
    assert '"name":"Island"' in game.view("P1")


def test_augur_of_bolas_names_all_three_looked_at_cards_in_its_controllers_view() -> None:
    """Augur of Bolas: 'look at the top three cards of your library. You may reveal an instant or sorcery
    card from among them and put it into your hand.' The two that can't be taken were looked at too."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Island", "Island"], "hand": ["Augur of Bolas"],
                                   "library": ["Grizzly Bears", "Opt", "Forest", "Island"]}})
    game.apply(f"cast {game.find('Augur of Bolas')}")
    game.apply("autopay")
    while game.pending.kind == "priority":
        game.apply("pass")
    mine, theirs = observe(game, 0), observe(game, 1)
    assert sorted(c.name for c in mine.looking_at) == ["Forest", "Grizzly Bears", "Opt"]
    assert [game.state.objects[o].card for o in game.pending.options] == ["Opt"]
    assert theirs.looking_at == ()
