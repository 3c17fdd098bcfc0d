"""The heuristic agent plays real Magic: lands each turn (305.1), the most mana spent, burn at the face
only when lethal, attacks that don't lose the race (508.1), blocks to survive and to trade up (509.1),
mulligans of bad hands only (103.5); and it beats the random agent."""

from __future__ import annotations

from collections.abc import Callable

import msgspec
import pytest

from lithoform import Game
from lithoform.interfaces.simulate import Match, run
from lithoform.play.agents import HeuristicAgent
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
from lithoform.play.observation import observe


def drive(game: Game, agent: HeuristicAgent, player: int, stop: Callable[[Game], bool],
          limit: int = 60) -> None:
    """Lets the agent decide for `player` (the other player passes) until `stop` holds."""
    for _ in range(limit):
        if stop(game) or game.is_over:
            return
        if game.pending.player == player:
            game.apply(agent.choose(observe(game, player)))
        else:
            game.apply("pass" if game.pending.kind == "priority" else "done")
    raise AssertionError("the agent did not get there")


def main_board(p1: dict, p2: dict, step: str = "main1", active: str = "P1") -> Game:
    return Game.from_board({"active": active, "turn": 3, "step": step, "P1": p1, "P2": p2})


def test_burn_goes_to_the_face_when_it_is_lethal() -> None:
    game = main_board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                      {"life": 3, "battlefield": ["Grizzly Bears"]})
    drive(game, HeuristicAgent(), 0, lambda g: bool(g.state.stack) and g.pending.kind == "priority")
    (item,) = observe(game, 0).stack
    assert item.name == "Lightning Bolt" and item.targets == ((-2,),)  # P2


def test_burn_goes_to_a_creature_otherwise() -> None:
    game = main_board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                      {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    drive(game, HeuristicAgent(), 0, lambda g: bool(g.state.stack) and g.pending.kind == "priority")
    assert observe(game, 0).stack[0].targets == ((bears,),)


def test_plays_a_land() -> None:
    game = main_board({"hand": ["Mountain", "Grizzly Bears"]}, {})
    assert HeuristicAgent().choose(game).kind == "play"


def test_casts_what_it_can_afford_using_the_most_mana() -> None:
    hand = ["Llanowar Elves", "Grizzly Bears", "Elvish Visionary", "Serra Angel"]
    game = main_board({"battlefield": [{"card": "Forest", "count": 4}], "hand": hand,
                       "library": ["Forest"] * 5}, {}, step="main2")
    drive(game, HeuristicAgent(), 0, lambda g: g.state.step != "main2")
    objects = [game.state.objects[i] for i in game.zone("battlefield")]
    forests = [o for o in objects if o.card == "Forest"]
    assert all(f.tapped for f in forests)  # 4 mana spent: two 2-drops rather than a 1- and a 2-drop
    names = {game.state.objects[i].card for i in game.zone("battlefield")}
    assert {"Grizzly Bears", "Elvish Visionary"} <= names


def _attackers_after_declaring(p1: list, p2: list, **life: int) -> set[str]:
    game = main_board({"battlefield": p1, "life": life.get("mine", 20)},
                      {"battlefield": p2, "life": life.get("theirs", 20)}, step="beginning_of_combat")
    agent = HeuristicAgent()
    drive(game, agent, 0, lambda g: g.state.step in ("declare_blockers", "end_of_combat", "combat_damage"))
    combat = game.state.combat
    return {game.state.objects[a].card for a, _ in combat.attackers} if combat else set()


def test_attacks_an_empty_board() -> None:
    assert _attackers_after_declaring(["Grizzly Bears"], []) == {"Grizzly Bears"}


def test_does_not_attack_into_a_blocker_that_eats_it() -> None:
    assert _attackers_after_declaring(["Grizzly Bears"], ["Serra Angel"]) == set()


def test_attacks_for_lethal_through_the_best_blocks() -> None:
    attackers = _attackers_after_declaring(["Grizzly Bears", "Grizzly Bears", "Serra Angel"],
                                           ["Grizzly Bears"],
                                           theirs=5)
    assert attackers == {"Grizzly Bears", "Serra Angel"}


def _blocks(mine: list, attacker: str, life: int = 20) -> list[tuple[str, str]]:
    game = Game.from_board({"active": "P2", "turn": 4, "step": "beginning_of_combat",
                            "P1": {"battlefield": mine, "life": life}, "P2": {"battlefield": [attacker]}})
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find(attacker, player=1)} P1")
    game.apply("done")
    agent = HeuristicAgent()
    drive(game, agent, 0, lambda g: g.state.step == "declare_blockers" and g.pending.kind == "priority"
          or g.state.step in ("combat_damage", "end_of_combat"))
    combat = game.state.combat
    pairs = combat.blockers if combat else ()
    return [(game.state.known(b).card, game.state.known(a).card) for b, a in pairs]


def test_blocks_for_a_free_kill() -> None:
    assert _blocks(["Grizzly Bears"], "Prodigal Pyromancer") == [("Grizzly Bears", "Prodigal Pyromancer")]


def test_blocks_to_trade_up() -> None:
    kiki = "Kiki-Jiki, Mirror Breaker"
    assert _blocks(["Grizzly Bears"], kiki) == [("Grizzly Bears", kiki)]


def test_no_chump_block_while_life_allows() -> None:
    assert _blocks(["Llanowar Elves"], "Grizzly Bears") == []


def test_chump_blocks_to_survive() -> None:
    assert _blocks(["Llanowar Elves"], "Grizzly Bears", life=2) == [("Llanowar Elves", "Grizzly Bears")]


@pytest.mark.parametrize(("hand", "mulligan"), [
    (["Mountain"] * 7, True), (["Mountain"] * 6 + ["Shock"], True), (["Mountain"] + ["Shock"] * 6, True),
    (["Shock"] * 7, True), (["Mountain"] * 3 + ["Shock"] * 4, False),
    (["Mountain"] * 2 + ["Shock"] * 5, False),
    (["Mountain"] * 5 + ["Shock"] * 2, False),
])
def test_mulligans_only_bad_hands_103_5(hand: list[str], mulligan: bool) -> None:
    deck = ["Mountain", "Shock"] * 30
    game = Game.new([deck, deck], seed=1, first_player=0, mulligans=True)
    assert game.pending.kind == "mulligan"
    views = observe(Game.from_board({"P1": {"hand": hand}}), 0).hand
    seen = msgspec.structs.replace(observe(game, 0), hand=views)
    assert HeuristicAgent().choose(seen).kind == ("yes" if mulligan else "no")


def test_chooses_to_play_first_103_1() -> None:
    deck = ["Mountain", "Shock"] * 30
    game = Game.new([deck, deck], seed=3, first_player=None, mulligans=True)
    chooser = game.pending.player
    action = HeuristicAgent().choose(game)
    assert str(action) == f"choose P{chooser + 1}"


def test_heuristic_beats_random_in_20_games() -> None:
    decks = [resolve_deck(n) for n in DEFAULT_DECKS]
    wins = games = 0
    for seat in (0, 1):
        for a, b in ((decks[0], decks[1]), (decks[1], decks[0])):
            agents = ("heuristic", "random") if seat == 0 else ("random", "heuristic")
            match = Match((tuple(a.cards()), tuple(b.cards())), (a.name, b.name), agents)
            results = run(match, 5, seed=100 + seat)
            wins += sum(r.winner == seat for r in results)
            games += len(results)
    assert games == 20
    assert wins / games > 0.8, f"the heuristic won {wins} of {games}"


def test_heuristic_self_play_finishes() -> None:
    decks = [resolve_deck(n) for n in DEFAULT_DECKS]
    match = Match((tuple(decks[0].cards()), tuple(decks[1].cards())), (decks[0].name, decks[1].name))
    for r in run(match, 3, seed=7):
        assert r.finished and r.turns < 60


def _at_scry(hand: list[str]) -> Game:
    """P1 has cast Opt ('Scry 1. Draw a card.') and it is resolving: the scry's choice (701.22a) is pending."""
    game = main_board({"battlefield": ["Island"], "hand": ["Opt", *hand],
                       "library": ["Island", "Mountain", "Forest"]}, {})
    game.apply(f"cast {game.find('Opt')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and game.pending.purpose == "scry_bottom"
    return game


@pytest.mark.parametrize("hand", [[], ["Mountain", "Shock"]])
def test_scry_is_answered_with_an_empty_or_full_hand_701_22a(hand: list[str]) -> None:
    """A scry's choice mentions the bottom of the library, like the mulligan's (103.5); with an empty hand the
    agent once took it for the mulligan's and crashed."""
    game = _at_scry(hand)
    action = HeuristicAgent().choose(game)
    assert action in game.legal_actions()
    game.apply(action)
    assert game.pending.kind == "priority"


@pytest.mark.parametrize("hand", [[], ["Mountain", "Shock"]])
def test_agents_decide_by_kind_and_options_not_prompt(hand: list[str]) -> None:
    """The same decision with any prompt text gets the same answer: the prompt is for people."""
    game = _at_scry(hand)
    seen = observe(game, 0)
    for prompt in ("", "put 1 card(s) on the bottom of your library (103.5)", "legend rule: keep", "sacrifice"):
        masked = msgspec.structs.replace(seen, pending=msgspec.structs.replace(seen.pending, prompt=prompt))
        assert HeuristicAgent().choose(masked) == HeuristicAgent().choose(seen)
