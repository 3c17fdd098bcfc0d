"""CR 602.2: only an object's controller activates its activated abilities 'unless the object specifically says
otherwise' (mechanics/any_player): 'Any player may activate this ability.' lets another player with priority
activate it; that player controls the ability and pays its costs (602.2a-b); 'but only during their turn'
(602.5b) is read for that player."""

from __future__ import annotations

from support.scenario_text import passes


def test_602_2_an_opponent_activates_feral_hydra_paying_with_their_own_mana() -> None:
    """Feral Hydra: "{3}: Put a +1/+1 counter on Feral Hydra. Any player may activate this ability." """
    passes("""
        format: lithoform-scenario/1
        name: P2 activates P1's Feral Hydra
        rules: [602.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Feral Hydra, counters: {"+1/+1": 1}}]
          P2:
            battlefield: [{card: Forest, count: 3}]
        script:
          - {P1: pass}
          - {P2: activate, card: Feral Hydra}
          - resolve: 1
        expect:
          - {object: Feral Hydra, counters: {"+1/+1": 2}, controller: P1}
          - {object: Forest#3, tapped: true}
    """)


def test_602_2_the_activating_player_controls_the_ability_saproling_cluster_token_is_theirs() -> None:
    """Saproling Cluster: "{1}, Discard a card: Create a 1/1 green Saproling creature token. Any player may
    activate this ability." The activating player discards and gets the token (the ability's controller)."""
    passes("""
        format: lithoform-scenario/1
        name: P2 activates P1's Saproling Cluster
        rules: [602.2, 111.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Saproling Cluster]
            hand: [Island]
          P2:
            battlefield: [Forest]
            hand: [Mountain]
        script:
          - {P1: pass}
          - {P2: activate, card: Saproling Cluster, discard: [Mountain]}
          - resolve: 1
        expect:
          - {zone: P2.battlefield, count: {Saproling Token: 1}}
          - {zone: P2.graveyard, contains: [Mountain]}
          - {zone: P1.hand, contains: [Island]}
    """)


def test_602_2_602_5b_volraths_dungeon_only_during_the_activating_players_turn() -> None:
    """Volrath's Dungeon: "Pay 5 life: Destroy Volrath's Dungeon. Any player may activate this ability but only
    during their turn." P2 can't in P1's turn; in their own turn they pay 5 life and destroy it."""
    passes("""
        format: lithoform-scenario/1
        name: P2 destroys P1's Volrath's Dungeon in P2's turn
        rules: [602.2, 602.5b]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Volrath's Dungeon]
        script:
          - {P1: pass}
          - {P2: cannot, activate: Volrath's Dungeon, ability: 1}
          - advance: {turn: 2, step: main1}
          - {P2: activate, card: Volrath's Dungeon, ability: 1}
          - resolve: 1
        expect:
          - {zone: P1.graveyard, contains: [Volrath's Dungeon]}
          - {life: {P1: 20, P2: 15}}
    """)


def test_602_2_a_player_without_the_permission_cannot_activate_others_abilities() -> None:
    """Control case: Walking Ballista's ability has no such permission, so P2 can't activate it."""
    passes("""
        format: lithoform-scenario/1
        name: P2 can't activate P1's ordinary ability
        rules: [602.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Walking Ballista, counters: {"+1/+1": 1}}]
        script:
          - {P1: pass}
          - {P2: cannot, activate: Walking Ballista, ability: 2}
        expect:
          - {object: Walking Ballista, counters: {"+1/+1": 1}}
    """)


def test_602_2_lethal_vapors_you_is_the_player_who_activated_it() -> None:
    """Lethal Vapors: "{0}: Destroy Lethal Vapors. You skip your next turn. Any player may activate this ability."
    'You' is the ability's controller, the player who activated it (602.2a): P2 destroys it and skips P2's turn."""
    passes("""
        format: lithoform-scenario/1
        name: P2 activates Lethal Vapors
        rules: [602.2, 500.11]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Lethal Vapors]
        script:
          - {P1: pass}
          - {P2: activate, card: Lethal Vapors}
          - resolve: 1
          - advance: {turn: 2, step: upkeep}
        expect:
          - {zone: P1.graveyard, contains: [Lethal Vapors]}
          - {pending: {player: P1, kind: priority}}
    """)
