"""Amplify (702.38)."""
