"""CR 508.1c-d and 509.1b-c: restrictions and requirements on attacking and blocking (mechanics/combat_bans):
"target creature can't attack or block this turn" (Off Balance), 'attacks this turn if able' (Boiling
Blood), group statics ("Creatures without flying can't attack", Moat; "Creatures can't block", Bedlam) and
"~ can't attack or block unless ..." (Blind-Spot Giant), read as attackers and blockers are declared."""

from __future__ import annotations

from support import activate, board, cast, legal, pass_both, resolve_stack, to_attackers, to_blockers

from lithoform import Game


def _attack_options(game: Game) -> set[str]:
    return {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "attack"}


def _to_attackers_after(game: Game) -> None:
    resolve_stack(game)
    for _ in range(6):
        if game.pending.kind == "attackers":
            return
        game.apply("pass")
    raise AssertionError(game.pending)


def test_508_1c_off_balance_target_cant_attack_this_turn() -> None:
    """Off Balance: "Target creature can't attack or block this turn." Cast in the first main phase, the
    target can't be declared as an attacker; the other creature can."""
    game = board({"battlefield": ["Grizzly Bears", "Hill Giant"]}, {"battlefield": ["Plains"], "hand": ["Off Balance"]})
    bears = game.find("Grizzly Bears")
    game.apply("pass")  # P2 gets priority in P1's main phase
    cast(game, game.find("Off Balance"), bears)
    _to_attackers_after(game)
    assert _attack_options(game) == {"Hill Giant"}


def test_509_1b_off_balance_target_cant_block_this_turn() -> None:
    """The blocking half: the target may not be declared as a blocker this turn."""
    game = board({"battlefield": ["Hill Giant", "Plains"], "hand": ["Off Balance"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    cast(game, game.find("Off Balance"), game.find("Grizzly Bears"))
    _to_attackers_after(game)
    game.apply(f"attack {game.find('Hill Giant')} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    blockers = {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "block"}
    assert blockers == {"Llanowar Elves"}


def test_508_1c_the_restriction_ends_with_the_turn() -> None:
    """514.2: an effect 'this turn' ends in the cleanup step: next turn the creature may attack again."""
    game = board({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Plains"], "hand": ["Off Balance"]})
    game.apply("pass")
    cast(game, game.find("Off Balance"), game.find("Grizzly Bears"))
    resolve_stack(game)
    for _ in range(200):  # on to P1's next turn's declaration of attackers
        if game.state.turn == 5 and game.pending.kind == "attackers":
            break
        game.apply("pass" if game.pending.kind == "priority" else "done")
    assert _attack_options(game) == {"Grizzly Bears"}


def test_508_1d_boiling_blood_target_attacks_this_turn_if_able() -> None:
    """Boiling Blood: 'Target creature attacks this turn if able.' Declaring no attackers is illegal while
    the creature is able to attack (508.1d)."""
    game = board({"battlefield": ["Grizzly Bears", "Hill Giant", {"card": "Mountain", "count": 3}],
                  "hand": ["Boiling Blood"]})
    cast(game, game.find("Boiling Blood"), game.find("Grizzly Bears"))
    _to_attackers_after(game)
    assert not legal(game, "done")
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert legal(game, "done")


def test_508_1c_moat_creatures_without_flying_cant_attack() -> None:
    """Moat: "Creatures without flying can't attack." Its own controller's creatures too."""
    game = board({"battlefield": ["Grizzly Bears", "Serra Angel"]}, {"battlefield": ["Moat"]},
                 step="beginning_of_combat")
    to_attackers(game)
    assert _attack_options(game) == {"Serra Angel"}


def test_509_1b_bedlam_creatures_cant_block() -> None:
    """Bedlam: "Creatures can't block." No blocker is offered; the attack goes through unblocked."""
    game = to_blockers(["Grizzly Bears", "Bedlam"], ["Hill Giant"], ["Grizzly Bears"])
    assert not any(a.kind == "block" for a in game.legal_actions())


def test_508_1c_blind_spot_giant_needs_another_giant() -> None:
    """Blind-Spot Giant ruling: "Blind-Spot Giant checks if you control another Giant only as you declare
    it as an attacking or blocking creature." Alone it can't attack; with Hill Giant it can."""
    alone = board({"battlefield": ["Blind-Spot Giant", "Grizzly Bears"]}, step="beginning_of_combat")
    to_attackers(alone)
    assert _attack_options(alone) == {"Grizzly Bears"}
    paired = board({"battlefield": ["Blind-Spot Giant", "Hill Giant"]}, step="beginning_of_combat")
    to_attackers(paired)
    assert _attack_options(paired) == {"Blind-Spot Giant", "Hill Giant"}


def test_509_1b_blind_spot_giant_cant_block_alone_of_giants() -> None:
    game = to_blockers(["Grizzly Bears"], ["Blind-Spot Giant", "Llanowar Elves"], ["Grizzly Bears"])
    blockers = {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "block"}
    assert blockers == {"Llanowar Elves"}


def test_508_1c_the_giant_keeps_attacking_when_the_other_giant_leaves() -> None:
    """Blind-Spot Giant ruling: "Once you do, if you lose control of your other Giants, Blind-Spot Giant
    won't stop attacking or blocking." The restriction is checked at the declaration only."""
    game = board({"battlefield": ["Blind-Spot Giant", "Hill Giant"]},
                 {"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Lightning Bolt"]},
                 step="beginning_of_combat")
    to_attackers(game)
    spot = game.find("Blind-Spot Giant")
    game.apply(f"attack {spot} P2")
    game.apply("done")
    game.apply("pass")  # P1 passes in declare attackers; P2 kills the other Giant
    cast(game, game.find("Lightning Bolt"), game.find("Hill Giant"))
    pass_both(game)
    assert game.find("Hill Giant", zone="graveyard")  # the other Giant is gone
    assert spot in {a for a, _ in game.state.combat.attackers}


def test_508_1c_orgg_cant_attack_while_the_defender_has_a_big_untapped_creature() -> None:
    """Orgg ruling: "Whether or not the creatures could attack or block is not important, just whether or not the
    defending player controls such a creature." An untapped Hill Giant (3/3) stops it; a tapped one doesn't."""
    game = board({"battlefield": ["Orgg"]}, {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    pass_both(game)  # no creature can attack: there is no declaration to make (508.1)
    assert game.pending.kind != "attackers" and not game.state.combat.attackers
    tapped = board({"battlefield": ["Orgg"]}, {"battlefield": [{"card": "Hill Giant", "tapped": True}]},
                   step="beginning_of_combat")
    to_attackers(tapped)
    assert _attack_options(tapped) == {"Orgg"}


def test_509_1b_gingerbrute_can_be_blocked_only_by_creatures_with_haste_this_turn() -> None:
    """Gingerbrute: '{1}: Gingerbrute can't be blocked this turn except by creatures with haste.'"""
    game = board({"battlefield": ["Gingerbrute", "Mountain"]},
                 {"battlefield": ["Grizzly Bears", "Raging Goblin"]})
    activate(game, "Gingerbrute", 1)
    _to_attackers_after(game)
    game.apply(f"attack {game.find('Gingerbrute')} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    blockers = {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "block"}
    assert blockers == {"Raging Goblin"}
